-- A wall's grade system is the one most of its newest climbs were set in: the system of each setter's own grade
-- vote (issue 47, features/walls/wall-grade-system.queries.ts). It joined 500 climbs with grade_votes on every
-- climbs list and climb page, the list's costliest query on a big wall; the climb row now keeps that system and
-- the (wall, created) index carries it with the visibility columns, so the sample reads the index alone.
DROP INDEX "climbs_wall_created";--> statement-breakpoint
ALTER TABLE "climbs" ADD COLUMN "setter_grade_system" text;--> statement-breakpoint
CREATE INDEX "climbs_wall_created" ON "climbs" USING btree ("wall_id","created","id","draft","setter_id","setter_grade_system");--> statement-breakpoint
-- The setter's vote sets it, a changed vote moves it, a removed one clears it; other climbers' votes leave it.
CREATE FUNCTION "keep_setter_grade_system"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD."climb_id", OLD."user_id") IS DISTINCT FROM (NEW."climb_id", NEW."user_id")) THEN
		UPDATE "climbs" SET "setter_grade_system" = NULL
		WHERE "id" = OLD."climb_id" AND "setter_id" = OLD."user_id" AND "setter_grade_system" IS NOT NULL;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "climbs" c SET "setter_grade_system" = g."system"
		FROM "grades" g
		WHERE c."id" = NEW."climb_id" AND c."setter_id" = NEW."user_id" AND g."id" = NEW."value"
			AND c."setter_grade_system" IS DISTINCT FROM g."system";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "grade_votes_setter_system_kept" AFTER INSERT OR DELETE OR UPDATE OF "climb_id", "user_id", "value" ON "grade_votes"
	FOR EACH ROW EXECUTE FUNCTION "keep_setter_grade_system"();
--> statement-breakpoint
-- The climbs that exist already.
UPDATE "climbs" c SET "setter_grade_system" = g."system"
FROM "grade_votes" v JOIN "grades" g ON g."id" = v."value"
WHERE v."climb_id" = c."id" AND v."user_id" = c."setter_id";
