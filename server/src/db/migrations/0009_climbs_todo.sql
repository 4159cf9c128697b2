CREATE TABLE "climbs_todo" (
	"user_id" uuid NOT NULL,
	"climb_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "climbs_todo_user_id_climb_id_pk" PRIMARY KEY("user_id","climb_id")
);
--> statement-breakpoint
ALTER TABLE "climbs_todo" ADD CONSTRAINT "climbs_todo_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbs_todo" ADD CONSTRAINT "climbs_todo_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climbs_todo_climb" ON "climbs_todo" USING btree ("climb_id");