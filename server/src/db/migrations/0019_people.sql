CREATE TABLE "user_follows" (
	"follower_id" uuid NOT NULL,
	"followed_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id"),
	CONSTRAINT "user_follows_not_self" CHECK ("user_follows"."follower_id" <> "user_follows"."followed_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "followers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "following_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_follows_followed" ON "user_follows" USING btree ("followed_id","created");--> statement-breakpoint
CREATE INDEX "ascents_user_created" ON "ascents" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "climbs_name_trgm" ON "climbs" USING gist (lower("name") gist_trgm_ops);
--> statement-breakpoint
-- Each user's follower and following counts move with user_follows in the statement that follows or
-- unfollows, so a profile reads two columns and no answer counts rows.
CREATE FUNCTION "count_user_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "users" SET "followers_count" = "followers_count" + 1 WHERE "id" = NEW."followed_id";
		UPDATE "users" SET "following_count" = "following_count" + 1 WHERE "id" = NEW."follower_id";
	ELSE
		UPDATE "users" SET "followers_count" = "followers_count" - 1 WHERE "id" = OLD."followed_id";
		UPDATE "users" SET "following_count" = "following_count" - 1 WHERE "id" = OLD."follower_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_follows_counted" AFTER INSERT OR DELETE ON "user_follows"
	FOR EACH ROW EXECUTE FUNCTION "count_user_follows"();
