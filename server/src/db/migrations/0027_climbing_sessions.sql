CREATE TABLE "climbing_session_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"climb_id" uuid NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"ascent_id" uuid,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "climbing_session_events" (
	"session_id" uuid NOT NULL,
	"id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "climbing_session_events_session_id_id_pk" PRIMARY KEY("session_id","id")
);
--> statement-breakpoint
CREATE TABLE "climbing_session_members" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"present" boolean DEFAULT true NOT NULL,
	"joined" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "climbing_session_members_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "climbing_session_queue" (
	"session_id" uuid NOT NULL,
	"climb_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"added_by" uuid,
	CONSTRAINT "climbing_session_queue_session_id_climb_id_pk" PRIMARY KEY("session_id","climb_id")
);
--> statement-breakpoint
CREATE TABLE "climbing_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wall_id" uuid NOT NULL,
	"starter_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"current_climb_id" uuid,
	"member_count" integer DEFAULT 0 NOT NULL,
	"queue_count" integer DEFAULT 0 NOT NULL,
	"last_event_id" integer DEFAULT 0 NOT NULL,
	"started" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_state_known" CHECK ("climbing_sessions"."state" in ('open', 'ended')),
	CONSTRAINT "session_ended_when" CHECK (("climbing_sessions"."state" = 'ended') = ("climbing_sessions"."ended_at" is not null)),
	CONSTRAINT "session_members_max" CHECK ("climbing_sessions"."member_count" between 0 and 30),
	CONSTRAINT "session_queue_max" CHECK ("climbing_sessions"."queue_count" between 0 and 200)
);
--> statement-breakpoint
ALTER TABLE "climbing_session_attempts" ADD CONSTRAINT "climbing_session_attempts_session_id_climbing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."climbing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_attempts" ADD CONSTRAINT "climbing_session_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_attempts" ADD CONSTRAINT "climbing_session_attempts_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_attempts" ADD CONSTRAINT "climbing_session_attempts_ascent_id_ascents_id_fk" FOREIGN KEY ("ascent_id") REFERENCES "public"."ascents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_events" ADD CONSTRAINT "climbing_session_events_session_id_climbing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."climbing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_members" ADD CONSTRAINT "climbing_session_members_session_id_climbing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."climbing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_members" ADD CONSTRAINT "climbing_session_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_queue" ADD CONSTRAINT "climbing_session_queue_session_id_climbing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."climbing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_queue" ADD CONSTRAINT "climbing_session_queue_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_queue" ADD CONSTRAINT "climbing_session_queue_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_sessions" ADD CONSTRAINT "climbing_sessions_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_sessions" ADD CONSTRAINT "climbing_sessions_starter_id_users_id_fk" FOREIGN KEY ("starter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_sessions" ADD CONSTRAINT "climbing_sessions_current_climb_id_climbs_id_fk" FOREIGN KEY ("current_climb_id") REFERENCES "public"."climbs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climbing_session_attempts_session" ON "climbing_session_attempts" USING btree ("session_id","created");--> statement-breakpoint
CREATE INDEX "climbing_session_attempts_user_climb" ON "climbing_session_attempts" USING btree ("user_id","climb_id");--> statement-breakpoint
CREATE INDEX "climbing_session_attempts_climb" ON "climbing_session_attempts" USING btree ("climb_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_send_per_session_climb" ON "climbing_session_attempts" USING btree ("session_id","user_id","climb_id") WHERE "climbing_session_attempts"."sent";--> statement-breakpoint
CREATE UNIQUE INDEX "one_open_session_per_climber" ON "climbing_session_members" USING btree ("user_id") WHERE "climbing_session_members"."present";--> statement-breakpoint
CREATE INDEX "climbing_session_queue_climb" ON "climbing_session_queue" USING btree ("climb_id");--> statement-breakpoint
CREATE INDEX "climbing_sessions_wall" ON "climbing_sessions" USING btree ("wall_id");--> statement-breakpoint
CREATE INDEX "climbing_sessions_open_activity" ON "climbing_sessions" USING btree ("last_activity") WHERE "climbing_sessions"."state" = 'open';--> statement-breakpoint
-- A session's counters and its last-activity stamp, kept in the statement that changes them (issue 45):
-- the checks on climbing_sessions refuse a 31st member present or a 201st climb waiting, whatever wrote it.
CREATE FUNCTION "climbing_session_touch"(session uuid, members integer, queued integer) RETURNS void
LANGUAGE sql AS $$
	UPDATE "climbing_sessions" SET "member_count" = "member_count" + members,
		"queue_count" = "queue_count" + queued
	WHERE "id" = session
$$;
--> statement-breakpoint
CREATE FUNCTION "climbing_session_members_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM climbing_session_touch(NEW."session_id", NEW."present"::int, 0);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM climbing_session_touch(OLD."session_id", -OLD."present"::int, 0);
	ELSIF NEW."present" IS DISTINCT FROM OLD."present" THEN
		PERFORM climbing_session_touch(NEW."session_id", NEW."present"::int - OLD."present"::int, 0);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbing_session_members_count" AFTER INSERT OR UPDATE OR DELETE ON "climbing_session_members"
	FOR EACH ROW EXECUTE FUNCTION climbing_session_members_count();
--> statement-breakpoint
CREATE FUNCTION "climbing_session_queue_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM climbing_session_touch(NEW."session_id", 0, 1);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM climbing_session_touch(OLD."session_id", 0, -1);
	ELSE
		PERFORM climbing_session_touch(NEW."session_id", 0, 0);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbing_session_queue_count" AFTER INSERT OR UPDATE OR DELETE ON "climbing_session_queue"
	FOR EACH ROW EXECUTE FUNCTION climbing_session_queue_count();
--> statement-breakpoint
CREATE FUNCTION "climbing_session_attempts_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM climbing_session_touch(NEW."session_id", 0, 0);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbing_session_attempts_touch" AFTER INSERT ON "climbing_session_attempts"
	FOR EACH ROW EXECUTE FUNCTION climbing_session_attempts_touch();
--> statement-breakpoint
-- Every change to an open session stamps its last activity (what SESSION_IDLE_HOURS counts from); ending
-- it lets its members go, so each may be present in another one (one_open_session_per_climber).
CREATE FUNCTION "climbing_session_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."state" = 'open' THEN
		NEW."last_activity" := now();
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbing_session_stamp" BEFORE UPDATE ON "climbing_sessions"
	FOR EACH ROW EXECUTE FUNCTION climbing_session_stamp();
--> statement-breakpoint
CREATE FUNCTION "climbing_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "climbing_session_members" SET "present" = false WHERE "session_id" = NEW."id" AND "present";
	DELETE FROM "climbing_session_queue" WHERE "session_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbing_session_ended" AFTER UPDATE OF "state" ON "climbing_sessions"
	FOR EACH ROW WHEN (OLD."state" = 'open' AND NEW."state" = 'ended') EXECUTE FUNCTION climbing_session_ended();
--> statement-breakpoint
-- A climber who can no longer read a private wall (taken off its members, or the wall made private) leaves
-- its sessions at once: a session on a private wall is for the wall's members only.
CREATE FUNCTION "climbing_sessions_leave_unreadable"(wall uuid) RETURNS void LANGUAGE sql AS $$
	UPDATE "climbing_session_members" m SET "present" = false
	FROM "climbing_sessions" s, "walls" w
	WHERE m."session_id" = s."id" AND s."wall_id" = wall AND w."id" = wall AND m."present" AND w."private"
		AND m."user_id" <> w."owner_id"
		AND NOT EXISTS (SELECT 1 FROM "wall_invited_users" i WHERE i."wall_id" = wall AND i."user_id" = m."user_id")
		AND NOT EXISTS (SELECT 1 FROM "wall_admin_users" a WHERE a."wall_id" = wall AND a."user_id" = m."user_id")
$$;
--> statement-breakpoint
CREATE FUNCTION "climbing_sessions_member_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM climbing_sessions_leave_unreadable(OLD."wall_id");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbing_sessions_invited_removed" AFTER DELETE ON "wall_invited_users"
	FOR EACH ROW EXECUTE FUNCTION climbing_sessions_member_removed();
--> statement-breakpoint
CREATE TRIGGER "climbing_sessions_admin_removed" AFTER DELETE ON "wall_admin_users"
	FOR EACH ROW EXECUTE FUNCTION climbing_sessions_member_removed();
--> statement-breakpoint
CREATE FUNCTION "climbing_sessions_wall_privatised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM climbing_sessions_leave_unreadable(NEW."id");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbing_sessions_wall_privatised" AFTER UPDATE OF "private", "owner_id" ON "walls"
	FOR EACH ROW WHEN (NEW."private") EXECUTE FUNCTION climbing_sessions_wall_privatised();
--> statement-breakpoint
-- Deleting an account (the user row stays as 'Deleted user') takes its attempts and its places in sessions
-- with it, whatever path deletes it; its ticks follow the ticks' own fate (account-deletion.ts).
CREATE FUNCTION "climbing_sessions_forget_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "climbing_session_attempts" WHERE "user_id" = NEW."id";
	DELETE FROM "climbing_session_members" WHERE "user_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbing_sessions_forget_user" AFTER UPDATE OF "deleted" ON "users"
	FOR EACH ROW WHEN (NEW."deleted" AND NOT OLD."deleted") EXECUTE FUNCTION climbing_sessions_forget_user();
