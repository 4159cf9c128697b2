CREATE TABLE "climb_list_climbs" (
	"list_id" uuid NOT NULL,
	"wall_id" uuid NOT NULL,
	"climb_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "climb_list_climbs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "climb_list_climbs_list_id_climb_id_pk" PRIMARY KEY("list_id","climb_id")
);
--> statement-breakpoint
CREATE TABLE "climb_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wall_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"base_score" integer DEFAULT 100 NOT NULL,
	"grade_increment_score" integer DEFAULT 20 NOT NULL,
	"flash_bonus_score" integer DEFAULT 10 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "climb_lists_id_wall" UNIQUE("id","wall_id"),
	CONSTRAINT "climb_list_name_not_blank" CHECK (char_length(btrim("climb_lists"."name")) > 0),
	CONSTRAINT "climb_list_base_score" CHECK ("climb_lists"."base_score" between 0 and 1000 and "climb_lists"."base_score" % 5 = 0),
	CONSTRAINT "climb_list_grade_increment_score" CHECK ("climb_lists"."grade_increment_score" between 0 and 100 and "climb_lists"."grade_increment_score" % 5 = 0),
	CONSTRAINT "climb_list_flash_bonus_score" CHECK ("climb_lists"."flash_bonus_score" between 0 and 100 and "climb_lists"."flash_bonus_score" % 5 = 0)
);
--> statement-breakpoint
ALTER TABLE "climb_list_climbs" ADD CONSTRAINT "climb_list_climbs_list_fk" FOREIGN KEY ("list_id","wall_id") REFERENCES "public"."climb_lists"("id","wall_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climb_list_climbs" ADD CONSTRAINT "climb_list_climbs_climb_fk" FOREIGN KEY ("climb_id","wall_id") REFERENCES "public"."climbs"("id","wall_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climb_lists" ADD CONSTRAINT "climb_lists_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climb_lists" ADD CONSTRAINT "climb_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climb_list_climbs_climb" ON "climb_list_climbs" USING btree ("climb_id");--> statement-breakpoint
CREATE INDEX "climb_lists_wall" ON "climb_lists" USING btree ("wall_id");--> statement-breakpoint
CREATE INDEX "climb_lists_owner" ON "climb_lists" USING btree ("owner_id");