CREATE TABLE "climb_angles" (
	"climb_id" uuid NOT NULL,
	"angle" integer NOT NULL,
	"ascent_count" integer DEFAULT 0 NOT NULL,
	"grade_vote_count" integer DEFAULT 0 NOT NULL,
	"grade_weight" double precision DEFAULT 0 NOT NULL,
	"grade_rank_sum" double precision DEFAULT 0 NOT NULL,
	"grade_rank" double precision GENERATED ALWAYS AS (case when grade_vote_count > 0 then grade_rank_sum / grade_weight end) STORED,
	"rating_vote_count" integer DEFAULT 0 NOT NULL,
	"rating_weight" double precision DEFAULT 0 NOT NULL,
	"rating_sum" double precision DEFAULT 0 NOT NULL,
	"rating_average" double precision GENERATED ALWAYS AS (case when rating_vote_count > 0 then rating_sum / rating_weight end) STORED,
	"grade_low" double precision,
	"grade_high" double precision,
	"spread_votes" integer DEFAULT 0 NOT NULL,
	"benchmark" boolean GENERATED ALWAYS AS (coalesce(grade_vote_count >= 10 and grade_high - grade_low <= 1, false)) STORED,
	CONSTRAINT "climb_angles_climb_id_angle_pk" PRIMARY KEY("climb_id","angle"),
	CONSTRAINT "climb_angle_range" CHECK ("climb_angles"."angle" between -90 and 90)
);
--> statement-breakpoint
-- A climb's set angle: its own, else its wall's default, else the spec's default angle of a new wall (40);
-- a tick or a vote sent without an angle was climbed at it (docs/decisions/0212-angle-of-ticks-and-votes.md).
CREATE FUNCTION "climb_set_angle"(climb uuid) RETURNS integer LANGUAGE sql STABLE AS $$
	SELECT coalesce(c."wall_angle", w."default_angle", 40)
	FROM "climbs" c JOIN "walls" w ON w."id" = c."wall_id" WHERE c."id" = climb
$$;
--> statement-breakpoint
-- Every existing tick and vote was climbed at its climb's set angle.
ALTER TABLE "ascents" ADD COLUMN "angle" integer;--> statement-breakpoint
ALTER TABLE "grade_votes" ADD COLUMN "angle" integer;--> statement-breakpoint
ALTER TABLE "rating_votes" ADD COLUMN "angle" integer;--> statement-breakpoint
UPDATE "ascents" SET "angle" = climb_set_angle("climb_id");--> statement-breakpoint
UPDATE "grade_votes" SET "angle" = climb_set_angle("climb_id");--> statement-breakpoint
UPDATE "rating_votes" SET "angle" = climb_set_angle("climb_id");--> statement-breakpoint
ALTER TABLE "ascents" ALTER COLUMN "angle" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "ascents" ALTER COLUMN "angle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "grade_votes" ALTER COLUMN "angle" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "grade_votes" ALTER COLUMN "angle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_votes" ALTER COLUMN "angle" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "rating_votes" ALTER COLUMN "angle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "climb_angles" ADD CONSTRAINT "climb_angles_climb_id_climbs_id_fk" FOREIGN KEY ("climb_id") REFERENCES "public"."climbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascent_angle_range" CHECK ("ascents"."angle" between -90 and 90);--> statement-breakpoint
ALTER TABLE "grade_votes" ADD CONSTRAINT "grade_vote_angle_range" CHECK ("grade_votes"."angle" between -90 and 90);--> statement-breakpoint
ALTER TABLE "rating_votes" ADD CONSTRAINT "rating_vote_angle_range" CHECK ("rating_votes"."angle" between -90 and 90);
--> statement-breakpoint
-- A tick or vote without an angle takes its climb's set angle (before the NOT NULL check).
CREATE FUNCTION "default_to_set_angle"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."angle" IS NULL THEN
		NEW."angle" := climb_set_angle(NEW."climb_id");
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ascents_angle_defaulted" BEFORE INSERT OR UPDATE OF "angle" ON "ascents"
	FOR EACH ROW EXECUTE FUNCTION "default_to_set_angle"();
--> statement-breakpoint
CREATE TRIGGER "grade_votes_angle_defaulted" BEFORE INSERT OR UPDATE OF "angle" ON "grade_votes"
	FOR EACH ROW EXECUTE FUNCTION "default_to_set_angle"();
--> statement-breakpoint
CREATE TRIGGER "rating_votes_angle_defaulted" BEFORE INSERT OR UPDATE OF "angle" ON "rating_votes"
	FOR EACH ROW EXECUTE FUNCTION "default_to_set_angle"();
--> statement-breakpoint
-- A climb's row at an angle lives while a tick or a vote counts in it.
CREATE FUNCTION "drop_empty_climb_angle"(climb uuid, at_angle integer) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "climb_angles" WHERE "climb_id" = climb AND "angle" = at_angle
		AND "ascent_count" = 0 AND "grade_vote_count" = 0 AND "rating_vote_count" = 0
$$;
--> statement-breakpoint
-- The spread of the grade votes at an angle: lower and upper quartile (percentile_disc, so each is a grade
-- someone voted) of the unified rank, and how many votes lie between them (docs/decisions/0211-benchmark-rule.md).
CREATE FUNCTION "spread_climb_angle_grades"(climb uuid, at_angle integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	low double precision;
	high double precision;
BEGIN
	SELECT percentile_disc(0.25) WITHIN GROUP (ORDER BY g."fuzzy_unified_rank"),
		percentile_disc(0.75) WITHIN GROUP (ORDER BY g."fuzzy_unified_rank")
	INTO low, high
	FROM "grade_votes" v JOIN "grades" g ON g."id" = v."value" WHERE v."climb_id" = climb AND v."angle" = at_angle;
	UPDATE "climb_angles" SET "grade_low" = low, "grade_high" = high, "spread_votes" = (
		SELECT count(*) FROM "grade_votes" v JOIN "grades" g ON g."id" = v."value"
		WHERE v."climb_id" = climb AND v."angle" = at_angle AND g."fuzzy_unified_rank" BETWEEN low AND high
	) WHERE "climb_id" = climb AND "angle" = at_angle;
END
$$;
--> statement-breakpoint
-- Each tick and vote adds to (or takes from) its climb's row at its angle in the same statement, as
-- 0011_climb_counters.sql does for the climb; every write takes the climb's lock first (lockClimb).
CREATE FUNCTION "count_climb_angle_ascents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "climb_angles" SET "ascent_count" = "ascent_count" - 1
		WHERE "climb_id" = OLD."climb_id" AND "angle" = OLD."angle";
		PERFORM drop_empty_climb_angle(OLD."climb_id", OLD."angle");
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "climb_angles" ("climb_id", "angle", "ascent_count") VALUES (NEW."climb_id", NEW."angle", 1)
		ON CONFLICT ("climb_id", "angle") DO UPDATE SET "ascent_count" = "climb_angles"."ascent_count" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ascents_counted_per_angle" AFTER INSERT OR DELETE OR UPDATE OF "climb_id", "angle" ON "ascents"
	FOR EACH ROW EXECUTE FUNCTION "count_climb_angle_ascents"();
--> statement-breakpoint
CREATE FUNCTION "sum_climb_angle_grade_votes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "climb_angles" SET
			"grade_vote_count" = "grade_vote_count" - 1,
			"grade_weight" = "grade_weight" - vote_weight(OLD."public"),
			"grade_rank_sum" = "grade_rank_sum"
				- vote_weight(OLD."public") * (SELECT "fuzzy_unified_rank" FROM "grades" WHERE "id" = OLD."value")
		WHERE "climb_id" = OLD."climb_id" AND "angle" = OLD."angle";
		PERFORM spread_climb_angle_grades(OLD."climb_id", OLD."angle");
		PERFORM drop_empty_climb_angle(OLD."climb_id", OLD."angle");
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "climb_angles" ("climb_id", "angle", "grade_vote_count", "grade_weight", "grade_rank_sum")
		VALUES (NEW."climb_id", NEW."angle", 1, vote_weight(NEW."public"),
			vote_weight(NEW."public") * (SELECT "fuzzy_unified_rank" FROM "grades" WHERE "id" = NEW."value"))
		ON CONFLICT ("climb_id", "angle") DO UPDATE SET
			"grade_vote_count" = "climb_angles"."grade_vote_count" + 1,
			"grade_weight" = "climb_angles"."grade_weight" + EXCLUDED."grade_weight",
			"grade_rank_sum" = "climb_angles"."grade_rank_sum" + EXCLUDED."grade_rank_sum";
		PERFORM spread_climb_angle_grades(NEW."climb_id", NEW."angle");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "grade_votes_summed_per_angle" AFTER INSERT OR DELETE OR UPDATE ON "grade_votes"
	FOR EACH ROW EXECUTE FUNCTION "sum_climb_angle_grade_votes"();
--> statement-breakpoint
CREATE FUNCTION "sum_climb_angle_rating_votes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "climb_angles" SET
			"rating_vote_count" = "rating_vote_count" - 1,
			"rating_weight" = "rating_weight" - vote_weight(OLD."public"),
			"rating_sum" = "rating_sum" - vote_weight(OLD."public") * OLD."value"
		WHERE "climb_id" = OLD."climb_id" AND "angle" = OLD."angle";
		PERFORM drop_empty_climb_angle(OLD."climb_id", OLD."angle");
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "climb_angles" ("climb_id", "angle", "rating_vote_count", "rating_weight", "rating_sum")
		VALUES (NEW."climb_id", NEW."angle", 1, vote_weight(NEW."public"), vote_weight(NEW."public") * NEW."value")
		ON CONFLICT ("climb_id", "angle") DO UPDATE SET
			"rating_vote_count" = "climb_angles"."rating_vote_count" + 1,
			"rating_weight" = "climb_angles"."rating_weight" + EXCLUDED."rating_weight",
			"rating_sum" = "climb_angles"."rating_sum" + EXCLUDED."rating_sum";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rating_votes_summed_per_angle" AFTER INSERT OR DELETE OR UPDATE ON "rating_votes"
	FOR EACH ROW EXECUTE FUNCTION "sum_climb_angle_rating_votes"();
--> statement-breakpoint
-- The rows of the ticks and votes that exist already, all at their climb's set angle.
INSERT INTO "climb_angles" ("climb_id", "angle", "ascent_count")
SELECT "climb_id", "angle", count(*) FROM "ascents" GROUP BY "climb_id", "angle";
--> statement-breakpoint
INSERT INTO "climb_angles" ("climb_id", "angle", "grade_vote_count", "grade_weight", "grade_rank_sum")
SELECT v."climb_id", v."angle", count(*), sum(vote_weight(v."public")), sum(vote_weight(v."public") * g."fuzzy_unified_rank")
FROM "grade_votes" v JOIN "grades" g ON g."id" = v."value" GROUP BY v."climb_id", v."angle"
ON CONFLICT ("climb_id", "angle") DO UPDATE SET "grade_vote_count" = EXCLUDED."grade_vote_count",
	"grade_weight" = EXCLUDED."grade_weight", "grade_rank_sum" = EXCLUDED."grade_rank_sum";
--> statement-breakpoint
INSERT INTO "climb_angles" ("climb_id", "angle", "rating_vote_count", "rating_weight", "rating_sum")
SELECT "climb_id", "angle", count(*), sum(vote_weight("public")), sum(vote_weight("public") * "value")
FROM "rating_votes" GROUP BY "climb_id", "angle"
ON CONFLICT ("climb_id", "angle") DO UPDATE SET "rating_vote_count" = EXCLUDED."rating_vote_count",
	"rating_weight" = EXCLUDED."rating_weight", "rating_sum" = EXCLUDED."rating_sum";
--> statement-breakpoint
SELECT spread_climb_angle_grades("climb_id", "angle") FROM "climb_angles" WHERE "grade_vote_count" > 0;
