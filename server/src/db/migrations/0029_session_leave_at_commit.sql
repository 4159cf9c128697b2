-- A climber leaves a private wall's sessions when they can no longer read the wall: decided at commit, when
-- the wall's members are final. Checked row by row (0027), an admin made an invited member in one edit left
-- the session between the two statements (taken off the admins before being added to the invited).
DROP TRIGGER "climbing_sessions_invited_removed" ON "wall_invited_users";
--> statement-breakpoint
DROP TRIGGER "climbing_sessions_admin_removed" ON "wall_admin_users";
--> statement-breakpoint
DROP TRIGGER "climbing_sessions_wall_privatised" ON "walls";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "climbing_sessions_invited_removed" AFTER DELETE ON "wall_invited_users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION climbing_sessions_member_removed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "climbing_sessions_admin_removed" AFTER DELETE ON "wall_admin_users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION climbing_sessions_member_removed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "climbing_sessions_wall_privatised" AFTER UPDATE OF "private", "owner_id" ON "walls"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."private") EXECUTE FUNCTION climbing_sessions_wall_privatised();
