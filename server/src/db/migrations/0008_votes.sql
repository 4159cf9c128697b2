CREATE TABLE "broken_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"climb_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" boolean NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broken_votes_climb_user" UNIQUE("climb_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rating_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"climb_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" integer NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_votes_climb_user" UNIQUE("climb_id","user_id"),
	CONSTRAINT "rating_vote_range" CHECK ("rating_votes"."value" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "broken_votes" ADD CONSTRAINT "broken_votes_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broken_votes" ADD CONSTRAINT "broken_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_votes" ADD CONSTRAINT "rating_votes_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_votes" ADD CONSTRAINT "rating_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broken_votes_user" ON "broken_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rating_votes_user" ON "rating_votes" USING btree ("user_id");