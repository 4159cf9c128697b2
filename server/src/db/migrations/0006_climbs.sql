-- The composite foreign keys below need these unique keys first (drizzle-kit puts them last).
ALTER TABLE "holds" ADD CONSTRAINT "holds_id_revision" UNIQUE("id","revision_id");--> statement-breakpoint
ALTER TABLE "wall_revisions" ADD CONSTRAINT "wall_revisions_id_wall" UNIQUE("id","wall_id");--> statement-breakpoint
CREATE TABLE "climb_holds" (
	"climb_id" uuid NOT NULL,
	"revision_id" uuid NOT NULL,
	"hold_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "climb_holds_climb_id_role_position_pk" PRIMARY KEY("climb_id","role","position"),
	CONSTRAINT "climb_hold_role" CHECK ("climb_holds"."role" in ('start', 'intermediate', 'top', 'foot', 'hand', 'circuit')),
	CONSTRAINT "climb_hold_position" CHECK ("climb_holds"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "climb_tag_votes" (
	"tag_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "climb_tag_votes_tag_id_user_id_pk" PRIMARY KEY("tag_id","user_id"),
	CONSTRAINT "climb_tag_vote_score" CHECK ("climb_tag_votes"."score" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "climb_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"climb_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "climb_tags_climb_name" UNIQUE("climb_id","name")
);
--> statement-breakpoint
CREATE TABLE "climbs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wall_id" uuid NOT NULL,
	"revision_id" uuid NOT NULL,
	"setter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"draft" boolean DEFAULT false NOT NULL,
	"wall_angle" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "climbs_id_revision" UNIQUE("id","revision_id"),
	CONSTRAINT "climb_name_not_blank" CHECK (char_length(btrim("climbs"."name")) > 0),
	CONSTRAINT "climb_wall_angle_range" CHECK ("climbs"."wall_angle" is null or "climbs"."wall_angle" between -90 and 90)
);
--> statement-breakpoint
CREATE TABLE "grade_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"climb_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" integer NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_votes_climb_user" UNIQUE("climb_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "climb_holds" ADD CONSTRAINT "climb_holds_climb_fk" FOREIGN KEY ("climb_id","revision_id") REFERENCES "public"."climbs"("id","revision_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climb_holds" ADD CONSTRAINT "climb_holds_hold_fk" FOREIGN KEY ("hold_id","revision_id") REFERENCES "public"."holds"("id","revision_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climb_tag_votes" ADD CONSTRAINT "climb_tag_votes_tag_id_climb_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."climb_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climb_tag_votes" ADD CONSTRAINT "climb_tag_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climb_tags" ADD CONSTRAINT "climb_tags_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbs" ADD CONSTRAINT "climbs_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbs" ADD CONSTRAINT "climbs_setter_id_users_id_fk" FOREIGN KEY ("setter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbs" ADD CONSTRAINT "climbs_revision_fk" FOREIGN KEY ("revision_id","wall_id") REFERENCES "public"."wall_revisions"("id","wall_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_votes" ADD CONSTRAINT "grade_votes_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_votes" ADD CONSTRAINT "grade_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "climb_holds_one_role" ON "climb_holds" USING btree ("climb_id","hold_id") WHERE "climb_holds"."role" <> 'circuit';--> statement-breakpoint
CREATE INDEX "climb_holds_hold" ON "climb_holds" USING btree ("hold_id","revision_id");--> statement-breakpoint
CREATE INDEX "climb_tag_votes_user" ON "climb_tag_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "climbs_wall_created" ON "climbs" USING btree ("wall_id","created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "climbs_setter" ON "climbs" USING btree ("setter_id");--> statement-breakpoint
CREATE INDEX "climbs_revision" ON "climbs" USING btree ("revision_id");--> statement-breakpoint
CREATE INDEX "grade_votes_user" ON "grade_votes" USING btree ("user_id");