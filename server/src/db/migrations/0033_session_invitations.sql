-- Invitations to a climbing session (issue 46's last kind, docs/decisions/0226): one row per session and climber,
-- so inviting again adds nothing; each row tells its invitee, written like every kind's notification (0208).
CREATE TABLE "climbing_session_invitations" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "climbing_session_invitations_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notification_kind_known";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "climbing_session_invitations" ADD CONSTRAINT "climbing_session_invitations_session_id_climbing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."climbing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_invitations" ADD CONSTRAINT "climbing_session_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_invitations" ADD CONSTRAINT "climbing_session_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climbing_session_invitations_user" ON "climbing_session_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "climbing_session_invitations_invited_by" ON "climbing_session_invitations" USING btree ("invited_by");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_session_id_climbing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."climbing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_session_id" ON "notifications" USING btree ("session_id") WHERE "notifications"."session_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notification_kind_known" CHECK (kind in ('reply', 'comment', 'tick', 'follow', 'new_climb', 'grade', 'session_invite'));--> statement-breakpoint
-- An invitation tells its invitee, never the one who invited, never a deleted account, in the statement that
-- inserts it. Its group is the session: one line per session. What a reader may see of it is decided when read
-- (access/notification-visibility.ts: the session must pass session.read for them now).
CREATE FUNCTION "notify_session_invite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "notifications" ("recipient_id", "kind", "actor_id", "wall_id", "session_id", "group_key")
	SELECT NEW."user_id", 'session_invite', NEW."invited_by", s."wall_id", s."id", 'session_invite:' || s."id"
	FROM "climbing_sessions" s JOIN "users" u ON u."id" = NEW."user_id"
	WHERE s."id" = NEW."session_id" AND NOT u."deleted" AND NEW."user_id" IS DISTINCT FROM NEW."invited_by";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbing_session_invitations_notified" AFTER INSERT ON "climbing_session_invitations"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_invite"();
--> statement-breakpoint
-- Joining a session answers its invitation: the bell stops counting it and no push goes out for it any more.
CREATE FUNCTION "session_invite_answered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "push_outbox" o USING "notifications" n
	WHERE o."notification_id" = n."id" AND n."recipient_id" = NEW."user_id"
		AND n."session_id" = NEW."session_id" AND n."kind" = 'session_invite';
	UPDATE "notifications" SET "read_at" = now()
	WHERE "recipient_id" = NEW."user_id" AND "session_id" = NEW."session_id" AND "kind" = 'session_invite'
		AND "read_at" IS NULL;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbing_session_members_invite_answered" AFTER INSERT OR UPDATE OF "present" ON "climbing_session_members"
	FOR EACH ROW WHEN (NEW."present") EXECUTE FUNCTION "session_invite_answered"();
