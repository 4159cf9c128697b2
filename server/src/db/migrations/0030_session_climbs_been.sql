CREATE TABLE "climbing_session_climbs" (
	"session_id" uuid NOT NULL,
	"climb_id" uuid NOT NULL,
	CONSTRAINT "climbing_session_climbs_session_id_climb_id_pk" PRIMARY KEY("session_id","climb_id")
);
--> statement-breakpoint
ALTER TABLE "climbing_session_climbs" ADD CONSTRAINT "climbing_session_climbs_session_id_climbing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."climbing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_session_climbs" ADD CONSTRAINT "climbing_session_climbs_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climbing_session_climbs_climb" ON "climbing_session_climbs" USING btree ("climb_id");--> statement-breakpoint
-- Each climb the session's current climb becomes (at its start, by a queue's first climb, by Next) is
-- remembered, so a '+1' or 'Sent' made offline on it counts there after the group moved on.
CREATE FUNCTION climbing_session_climb_been() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO climbing_session_climbs (session_id, climb_id) VALUES (NEW.id, NEW.current_climb_id)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "climbing_sessions_climb_been" AFTER INSERT OR UPDATE OF "current_climb_id" ON "climbing_sessions"
	FOR EACH ROW WHEN (NEW."current_climb_id" IS NOT NULL) EXECUTE FUNCTION climbing_session_climb_been();
--> statement-breakpoint
-- The sessions before this migration: their current climb, and every climb tried in them.
INSERT INTO climbing_session_climbs (session_id, climb_id)
  SELECT id, current_climb_id FROM climbing_sessions WHERE current_climb_id IS NOT NULL
  UNION SELECT session_id, climb_id FROM climbing_session_attempts
  ON CONFLICT DO NOTHING;
