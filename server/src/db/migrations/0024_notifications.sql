CREATE TABLE "notification_settings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	CONSTRAINT "notification_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_delivery_known" CHECK (delivery in ('app', 'push', 'off'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"wall_id" uuid,
	"climb_id" uuid,
	"comment_id" uuid,
	"reply_id" uuid,
	"ascent_id" uuid,
	"group_key" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_kind_known" CHECK (kind in ('reply', 'comment', 'tick', 'follow', 'new_climb', 'grade'))
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reply_id_comment_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."comment_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_ascent_id_ascents_id_fk" FOREIGN KEY ("ascent_id") REFERENCES "public"."ascents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created" ON "notifications" USING btree ("recipient_id","created","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_wall_id" ON "notifications" USING btree ("wall_id") WHERE "notifications"."wall_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_climb_id" ON "notifications" USING btree ("climb_id") WHERE "notifications"."climb_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_comment_id" ON "notifications" USING btree ("comment_id") WHERE "notifications"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_reply_id" ON "notifications" USING btree ("reply_id") WHERE "notifications"."reply_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_ascent_id" ON "notifications" USING btree ("ascent_id") WHERE "notifications"."ascent_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_actor_id" ON "notifications" USING btree ("actor_id") WHERE "notifications"."actor_id" is not null;--> statement-breakpoint
-- Notifications are written like the counters: by triggers, in the statement that makes their event, so
-- no write path can forget one and none outlives a rolled-back write (docs/decisions/0208). Never to the
-- doer, never to a deleted account. What a reader may see of them is decided when read, not here.
CREATE FUNCTION "notify"(recipient uuid, kind text, actor uuid, wall uuid, climb uuid, comment uuid,
	reply uuid, ascent uuid, group_key text, doer uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "notifications" ("recipient_id", "kind", "actor_id", "wall_id", "climb_id", "comment_id",
		"reply_id", "ascent_id", "group_key")
	SELECT recipient, kind, actor, wall, climb, comment, reply, ascent, group_key
	FROM "users" WHERE "id" = recipient AND NOT "deleted" AND recipient IS DISTINCT FROM doer
$$;
--> statement-breakpoint
-- A reply tells the comment's writer.
CREATE FUNCTION "notify_reply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM notify(c."user_id", 'reply', NEW."user_id", c."wall_id", c."climb_id", c."id", NEW."id", NULL,
		'reply:' || c."id", NEW."user_id")
	FROM "comments" c WHERE c."id" = NEW."comment_id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "comment_replies_notified" AFTER INSERT ON "comment_replies"
	FOR EACH ROW EXECUTE FUNCTION "notify_reply"();
--> statement-breakpoint
-- A comment on a climb tells its setter; on a wall, the wall's owner and admins.
CREATE FUNCTION "notify_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM notify(r."id", 'comment', NEW."user_id", NEW."wall_id", NEW."climb_id", NEW."id", NULL, NULL,
		'comment:' || coalesce(NEW."climb_id", NEW."wall_id"), NEW."user_id")
	FROM (
		SELECT "setter_id" AS "id" FROM "climbs" WHERE "id" = NEW."climb_id"
		UNION SELECT "owner_id" FROM "walls" WHERE NEW."climb_id" IS NULL AND "id" = NEW."wall_id"
		UNION SELECT "user_id" FROM "wall_admin_users" WHERE NEW."climb_id" IS NULL AND "wall_id" = NEW."wall_id"
	) r;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "comments_notified" AFTER INSERT ON "comments"
	FOR EACH ROW EXECUTE FUNCTION "notify_comment"();
--> statement-breakpoint
-- A tick tells the climb's setter (a private tick too: it shows if it is made public).
CREATE FUNCTION "notify_tick"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM notify(c."setter_id", 'tick', NEW."user_id", NEW."wall_id", NEW."climb_id", NULL, NULL, NEW."id",
		'tick:' || NEW."climb_id", NEW."user_id")
	FROM "climbs" c WHERE c."id" = NEW."climb_id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ascents_notified" AFTER INSERT ON "ascents"
	FOR EACH ROW EXECUTE FUNCTION "notify_tick"();
--> statement-breakpoint
CREATE FUNCTION "notify_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM notify(NEW."followed_id", 'follow', NEW."follower_id", NULL, NULL, NULL, NULL, NULL, 'follow',
		NEW."follower_id");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_follows_notified" AFTER INSERT ON "user_follows"
	FOR EACH ROW EXECUTE FUNCTION "notify_follow"();
--> statement-breakpoint
-- A climb published (set, or a draft published) tells who favourited its wall, once per climb; one
-- setter's climbs on one wall group into one line.
CREATE FUNCTION "notify_new_climb"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM notify(f."user_id", 'new_climb', NEW."setter_id", NEW."wall_id", NEW."id", NULL, NULL, NULL,
		'new_climb:' || NEW."setter_id" || ':' || NEW."wall_id", NEW."setter_id")
	FROM "favorite_walls" f
	WHERE f."wall_id" = NEW."wall_id" AND NOT EXISTS (
		SELECT 1 FROM "notifications" n
		WHERE n."climb_id" = NEW."id" AND n."kind" = 'new_climb' AND n."recipient_id" = f."user_id");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbs_notified" AFTER INSERT ON "climbs"
	FOR EACH ROW WHEN (NOT NEW."draft") EXECUTE FUNCTION "notify_new_climb"();
--> statement-breakpoint
CREATE TRIGGER "climbs_published_notified" AFTER UPDATE OF "draft" ON "climbs"
	FOR EACH ROW WHEN (OLD."draft" AND NOT NEW."draft") EXECUTE FUNCTION "notify_new_climb"();
--> statement-breakpoint
-- A grade vote that moves its climb's average by a full grade (1 on the unified rank) tells the setter.
-- Runs after "grade_votes_summed" (triggers fire by name), so the climb holds the new sums; the average
-- before is those sums without this vote (and with the vote it replaced). An anonymous voter stays unnamed.
CREATE FUNCTION "notify_grade_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	c record;
	before_sum double precision;
	before_weight double precision;
	before_count integer;
BEGIN
	SELECT "id", "wall_id", "setter_id", "grade_rank", "grade_rank_sum", "grade_weight", "grade_vote_count"
		INTO c FROM "climbs" WHERE "id" = NEW."climb_id";
	before_sum := c."grade_rank_sum"
		- vote_weight(NEW."public") * (SELECT "fuzzy_unified_rank" FROM "grades" WHERE "id" = NEW."value");
	before_weight := c."grade_weight" - vote_weight(NEW."public");
	before_count := c."grade_vote_count" - 1;
	IF TG_OP = 'UPDATE' THEN
		before_sum := before_sum
			+ vote_weight(OLD."public") * (SELECT "fuzzy_unified_rank" FROM "grades" WHERE "id" = OLD."value");
		before_weight := before_weight + vote_weight(OLD."public");
		before_count := before_count + 1;
	END IF;
	-- 1e-9: the sums are floating point, and a move of exactly one grade counts.
	IF before_count > 0 AND abs(c."grade_rank" - before_sum / before_weight) >= 1 - 1e-9 THEN
		PERFORM notify(c."setter_id", 'grade', CASE WHEN NEW."public" THEN NEW."user_id" END, c."wall_id",
			c."id", NULL, NULL, NULL, 'grade:' || c."id", NEW."user_id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "grade_votes_told" AFTER INSERT OR UPDATE ON "grade_votes"
	FOR EACH ROW EXECUTE FUNCTION "notify_grade_move"();
