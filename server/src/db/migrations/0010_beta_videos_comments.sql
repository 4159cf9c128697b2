ALTER TABLE "climbs" ADD CONSTRAINT "climbs_id_wall" UNIQUE("id","wall_id");--> statement-breakpoint
CREATE TABLE "beta_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"climb_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beta_videos_climb_url" UNIQUE("climb_id","url"),
	CONSTRAINT "beta_video_description_length" CHECK (char_length("beta_videos"."description") <= 100)
);
--> statement-breakpoint
CREATE TABLE "comment_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reply" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited" timestamp with time zone,
	CONSTRAINT "reply_not_blank" CHECK (char_length(btrim("comment_replies"."reply")) > 0)
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wall_id" uuid NOT NULL,
	"climb_id" uuid,
	"user_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited" timestamp with time zone,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_not_blank" CHECK (char_length(btrim("comments"."comment")) > 0)
);
--> statement-breakpoint
ALTER TABLE "beta_videos" ADD CONSTRAINT "beta_videos_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_videos" ADD CONSTRAINT "beta_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_replies" ADD CONSTRAINT "comment_replies_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_replies" ADD CONSTRAINT "comment_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_climb_fk" FOREIGN KEY ("climb_id","wall_id") REFERENCES "public"."climbs"("id","wall_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beta_videos_user" ON "beta_videos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comment_replies_comment" ON "comment_replies" USING btree ("comment_id","created");--> statement-breakpoint
CREATE INDEX "comment_replies_user" ON "comment_replies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_wall_activity" ON "comments" USING btree ("wall_id","last_activity" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_climb_activity" ON "comments" USING btree ("climb_id","last_activity" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_user" ON "comments" USING btree ("user_id");--> statement-breakpoint
-- A reply brings its thread up: the comment's last_activity is its newest reply's time.
CREATE FUNCTION "bump_comment_last_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "comments" SET "last_activity" = greatest("last_activity", NEW."created")
	WHERE "id" = NEW."comment_id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "comment_reply_inserted" AFTER INSERT ON "comment_replies"
	FOR EACH ROW EXECUTE FUNCTION "bump_comment_last_activity"();
