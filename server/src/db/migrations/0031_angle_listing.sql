CREATE TABLE "climb_angle_listing" (
	"climb_id" uuid NOT NULL,
	"wall_id" uuid NOT NULL,
	"angle" integer,
	"own" boolean NOT NULL,
	"draft" boolean NOT NULL,
	"setter_id" uuid NOT NULL,
	"revision_id" uuid NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"grade_rank" double precision,
	"rating_average" double precision,
	"ascent_count" integer NOT NULL,
	"benchmark" boolean NOT NULL,
	CONSTRAINT "climb_angle_listing_climb_angle" UNIQUE NULLS NOT DISTINCT("climb_id","angle")
);
--> statement-breakpoint
CREATE TABLE "wall_angles" (
	"wall_id" uuid NOT NULL,
	"angle" integer NOT NULL,
	CONSTRAINT "wall_angles_wall_id_angle_pk" PRIMARY KEY("wall_id","angle")
);
--> statement-breakpoint
ALTER TABLE "climb_angle_listing" ADD CONSTRAINT "climb_angle_listing_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_angles" ADD CONSTRAINT "wall_angles_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climb_angle_listing_grade" ON "climb_angle_listing" USING btree ("wall_id","angle","grade_rank","created" DESC NULLS FIRST,"climb_id" DESC NULLS FIRST,"draft","setter_id");--> statement-breakpoint
CREATE INDEX "climb_angle_listing_grade_desc" ON "climb_angle_listing" USING btree ("wall_id","angle","grade_rank" DESC NULLS LAST,"created" DESC NULLS FIRST,"climb_id" DESC NULLS FIRST,"draft","setter_id");--> statement-breakpoint
CREATE INDEX "climb_angle_listing_rating" ON "climb_angle_listing" USING btree ("wall_id","angle","rating_average","created" DESC NULLS FIRST,"climb_id" DESC NULLS FIRST,"draft","setter_id");--> statement-breakpoint
CREATE INDEX "climb_angle_listing_rating_desc" ON "climb_angle_listing" USING btree ("wall_id","angle","rating_average" DESC NULLS LAST,"created" DESC NULLS FIRST,"climb_id" DESC NULLS FIRST,"draft","setter_id");--> statement-breakpoint
CREATE INDEX "climb_angle_listing_ascents" ON "climb_angle_listing" USING btree ("wall_id","angle","ascent_count","created" DESC NULLS FIRST,"climb_id" DESC NULLS FIRST,"draft","setter_id");--> statement-breakpoint
CREATE INDEX "climb_angle_listing_ascents_desc" ON "climb_angle_listing" USING btree ("wall_id","angle","ascent_count" DESC NULLS FIRST,"created" DESC NULLS FIRST,"climb_id" DESC NULLS FIRST,"draft","setter_id");--> statement-breakpoint
CREATE INDEX "climb_angle_listing_benchmarks" ON "climb_angle_listing" USING btree ("wall_id","angle","created","climb_id","draft","setter_id") WHERE "climb_angle_listing"."benchmark";--> statement-breakpoint
-- docs/decisions/0222-angle-listing.md. Every writer of a climb's listed figures holds its wall's advisory lock,
-- shared; bringing an angle into use on a wall (copying every climb's set-angle figures to it) holds it
-- alone, so no figure changes between that copy and its commit, and no climb is set meanwhile without a row.
CREATE FUNCTION "lock_wall_listing"(wall uuid, alone boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF alone THEN
		PERFORM pg_advisory_xact_lock(hashtextextended('climb_angle_listing ' || wall::text, 0));
	ELSE
		PERFORM pg_advisory_xact_lock_shared(hashtextextended('climb_angle_listing ' || wall::text, 0));
	END IF;
END
$$;
--> statement-breakpoint
-- A climb's rows at every angle in use on its wall and at the set angle (null) as they should be: its own
-- figures at each angle, else its set angle's. Removes what it had first (a climb that moved wall).
CREATE FUNCTION "list_climb"(climb uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	wall uuid;
	at_angle integer;
BEGIN
	SELECT c."wall_id" INTO wall FROM "climbs" c WHERE c."id" = climb;
	IF wall IS NULL THEN RETURN; END IF;
	-- The climb's own angles are in use on its wall (a climb moved from another wall brings them).
	FOR at_angle IN SELECT a."angle" FROM "climb_angles" a WHERE a."climb_id" = climb LOOP
		PERFORM bring_angle_into_use(wall, at_angle);
	END LOOP;
	PERFORM lock_wall_listing(wall, false);
	DELETE FROM "climb_angle_listing" WHERE "climb_id" = climb;
	INSERT INTO "climb_angle_listing" ("climb_id", "wall_id", "angle", "own", "draft", "setter_id", "revision_id",
		"created", "grade_rank", "rating_average", "ascent_count", "benchmark")
	SELECT c."id", c."wall_id", wa."angle", own."climb_id" IS NOT NULL, c."draft", c."setter_id", c."revision_id",
		c."created",
		CASE WHEN own."climb_id" IS NOT NULL THEN own."grade_rank" ELSE st."grade_rank" END,
		CASE WHEN own."climb_id" IS NOT NULL THEN own."rating_average" ELSE st."rating_average" END,
		coalesce(CASE WHEN own."climb_id" IS NOT NULL THEN own."ascent_count" ELSE st."ascent_count" END, 0),
		coalesce(CASE WHEN own."climb_id" IS NOT NULL THEN own."benchmark" ELSE st."benchmark" END, false)
	FROM "climbs" c
	CROSS JOIN LATERAL (
		SELECT w."angle" FROM "wall_angles" w WHERE w."wall_id" = c."wall_id" UNION ALL SELECT null::integer
	) wa
	LEFT JOIN "climb_angles" own ON own."climb_id" = c."id" AND own."angle" = wa."angle"
	LEFT JOIN "climb_angles" st ON st."climb_id" = c."id" AND st."angle" = climb_set_angle(c."id")
	WHERE c."id" = climb;
END
$$;
--> statement-breakpoint
-- The first tick or vote at an angle on a wall: every climb of the wall gets a row there, its set angle's
-- figures (the caller then writes the climb's own).
CREATE FUNCTION "bring_angle_into_use"(wall uuid, at_angle integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "wall_angles" WHERE "wall_id" = wall AND "angle" = at_angle) THEN RETURN; END IF;
	PERFORM lock_wall_listing(wall, true);
	INSERT INTO "wall_angles" ("wall_id", "angle") VALUES (wall, at_angle) ON CONFLICT DO NOTHING;
	-- Another transaction brought it in while this one waited for the lock.
	IF NOT FOUND THEN RETURN; END IF;
	INSERT INTO "climb_angle_listing" ("climb_id", "wall_id", "angle", "own", "draft", "setter_id", "revision_id",
		"created", "grade_rank", "rating_average", "ascent_count", "benchmark")
	SELECT c."id", c."wall_id", at_angle, false, c."draft", c."setter_id", c."revision_id", c."created",
		st."grade_rank", st."rating_average", coalesce(st."ascent_count", 0), coalesce(st."benchmark", false)
	FROM "climbs" c JOIN "walls" w ON w."id" = c."wall_id"
	LEFT JOIN "climb_angles" st ON st."climb_id" = c."id" AND st."angle" = coalesce(c."wall_angle", w."default_angle", 40)
	WHERE c."wall_id" = wall
	-- A climb moving to this wall still has its rows of the other (list_climb writes its rows next).
	ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- A climb's figures at an angle changed (a `climb_angles` row added, changed or removed): its row at that
-- angle, and where that is its set angle, its rows that show the set angle's.
CREATE FUNCTION "list_climb_angle"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	row_now "climb_angles"%ROWTYPE;
	climb uuid := coalesce(NEW."climb_id", OLD."climb_id");
	at_angle integer := coalesce(NEW."angle", OLD."angle");
	wall uuid;
	set_angle integer;
BEGIN
	SELECT c."wall_id", climb_set_angle(c."id") INTO wall, set_angle FROM "climbs" c WHERE c."id" = climb;
	-- The climb itself is being deleted (its rows go by the cascade).
	IF wall IS NULL THEN RETURN NULL; END IF;
	IF TG_OP = 'INSERT' THEN PERFORM bring_angle_into_use(wall, at_angle); END IF;
	PERFORM lock_wall_listing(wall, false);
	IF TG_OP = 'DELETE' THEN
		SELECT * INTO row_now FROM "climb_angles" WHERE "climb_id" = climb AND "angle" = set_angle;
	ELSE
		row_now := NEW;
	END IF;
	UPDATE "climb_angle_listing" SET "own" = TG_OP <> 'DELETE', "grade_rank" = row_now."grade_rank",
		"rating_average" = row_now."rating_average", "ascent_count" = coalesce(row_now."ascent_count", 0),
		"benchmark" = coalesce(row_now."benchmark", false)
	WHERE "climb_id" = climb AND "angle" = at_angle;
	IF at_angle = set_angle THEN
		IF TG_OP = 'DELETE' THEN row_now := NULL; END IF;
		UPDATE "climb_angle_listing" SET "grade_rank" = row_now."grade_rank",
			"rating_average" = row_now."rating_average", "ascent_count" = coalesce(row_now."ascent_count", 0),
			"benchmark" = coalesce(row_now."benchmark", false)
		WHERE "climb_id" = climb AND (NOT "own" OR "angle" IS NULL);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climb_angles_listed" AFTER INSERT OR DELETE ON "climb_angles"
	FOR EACH ROW EXECUTE FUNCTION "list_climb_angle"();
--> statement-breakpoint
-- Only a change of what a list reads (the spread's quartiles change with every grade vote).
CREATE TRIGGER "climb_angles_listed_again" AFTER UPDATE ON "climb_angles"
	FOR EACH ROW WHEN (OLD."grade_rank" IS DISTINCT FROM NEW."grade_rank"
		OR OLD."rating_average" IS DISTINCT FROM NEW."rating_average"
		OR OLD."ascent_count" <> NEW."ascent_count" OR OLD."benchmark" IS DISTINCT FROM NEW."benchmark")
	EXECUTE FUNCTION "list_climb_angle"();
--> statement-breakpoint
CREATE FUNCTION "list_changed_climb"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM list_climb(NEW."id");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climbs_listed" AFTER INSERT ON "climbs"
	FOR EACH ROW EXECUTE FUNCTION "list_changed_climb"();
--> statement-breakpoint
CREATE TRIGGER "climbs_listed_again" AFTER UPDATE OF "wall_id", "revision_id", "draft", "setter_id", "created", "wall_angle" ON "climbs"
	FOR EACH ROW WHEN (OLD."wall_id" IS DISTINCT FROM NEW."wall_id" OR OLD."revision_id" IS DISTINCT FROM NEW."revision_id"
		OR OLD."draft" IS DISTINCT FROM NEW."draft" OR OLD."setter_id" IS DISTINCT FROM NEW."setter_id"
		OR OLD."created" IS DISTINCT FROM NEW."created" OR OLD."wall_angle" IS DISTINCT FROM NEW."wall_angle")
	EXECUTE FUNCTION "list_changed_climb"();
--> statement-breakpoint
-- A wall's default angle is the set angle of its climbs without their own.
CREATE FUNCTION "list_wall_climbs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM list_climb(c."id") FROM "climbs" c WHERE c."wall_id" = NEW."id" AND c."wall_angle" IS NULL;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "walls_listed_again" AFTER UPDATE OF "default_angle" ON "walls"
	FOR EACH ROW WHEN (OLD."default_angle" IS DISTINCT FROM NEW."default_angle")
	EXECUTE FUNCTION "list_wall_climbs"();
--> statement-breakpoint
-- The rows of the climbs that exist: the angles their ticks and votes are at, then each climb at each.
INSERT INTO "wall_angles" ("wall_id", "angle")
SELECT DISTINCT c."wall_id", a."angle" FROM "climb_angles" a JOIN "climbs" c ON c."id" = a."climb_id";
--> statement-breakpoint
INSERT INTO "climb_angle_listing" ("climb_id", "wall_id", "angle", "own", "draft", "setter_id", "revision_id",
	"created", "grade_rank", "rating_average", "ascent_count", "benchmark")
SELECT c."id", c."wall_id", wa."angle", own."climb_id" IS NOT NULL, c."draft", c."setter_id", c."revision_id",
	c."created",
	CASE WHEN own."climb_id" IS NOT NULL THEN own."grade_rank" ELSE st."grade_rank" END,
	CASE WHEN own."climb_id" IS NOT NULL THEN own."rating_average" ELSE st."rating_average" END,
	coalesce(CASE WHEN own."climb_id" IS NOT NULL THEN own."ascent_count" ELSE st."ascent_count" END, 0),
	coalesce(CASE WHEN own."climb_id" IS NOT NULL THEN own."benchmark" ELSE st."benchmark" END, false)
FROM "climbs" c
JOIN "walls" w ON w."id" = c."wall_id"
CROSS JOIN LATERAL (
	SELECT x."angle" FROM "wall_angles" x WHERE x."wall_id" = c."wall_id" UNION ALL SELECT null::integer
) wa
LEFT JOIN "climb_angles" own ON own."climb_id" = c."id" AND own."angle" = wa."angle"
LEFT JOIN "climb_angles" st ON st."climb_id" = c."id" AND st."angle" = coalesce(c."wall_angle", w."default_angle", 40);
--> statement-breakpoint
-- Statistics for the new rows now, so the first lists plan on them (autovacuum would, later).
ANALYZE "climb_angle_listing";
--> statement-breakpoint
ANALYZE "wall_angles";
