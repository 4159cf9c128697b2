CREATE TABLE "ascents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"climb_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ascent_date" date NOT NULL,
	"ascent_type" text NOT NULL,
	"attempts" integer NOT NULL,
	"description" text,
	"public" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ascent_type_known" CHECK ("ascents"."ascent_type" in ('redpoint', 'onsight', 'flash')),
	CONSTRAINT "ascent_attempts_positive" CHECK ("ascents"."attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ascents_climb_date" ON "ascents" USING btree ("climb_id","ascent_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ascents_user_date" ON "ascents" USING btree ("user_id","ascent_date" DESC NULLS LAST);