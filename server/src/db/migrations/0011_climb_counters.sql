CREATE TABLE "grades" (
	"id" integer PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"grade" text NOT NULL,
	"rank" integer NOT NULL,
	"fuzzy_unified_rank" double precision NOT NULL
);
--> statement-breakpoint
-- A snapshot of the contract's GRADES (grades.test.ts checks they agree); a new grade needs a migration.
INSERT INTO "grades" ("id", "system", "grade", "rank", "fuzzy_unified_rank") VALUES
	(1, 'Font', '4', 0, 0),
	(2, 'Font', '5', 1, 1),
	(3, 'Font', '5+', 2, 2),
	(4, 'Font', '6A', 3, 3),
	(5, 'Font', '6A+', 4, 4),
	(6, 'Font', '6B', 5, 5),
	(7, 'Font', '6B+', 6, 6),
	(8, 'Font', '6C', 7, 7),
	(9, 'Font', '6C+', 8, 8),
	(10, 'Font', '7A', 9, 9),
	(11, 'Font', '7A+', 10, 10),
	(12, 'Font', '7B', 11, 11),
	(13, 'Font', '7B+', 12, 12),
	(14, 'Font', '7C', 13, 13),
	(15, 'Font', '7C+', 14, 14),
	(16, 'Font', '8A', 15, 15),
	(17, 'Font', '8A+', 16, 16),
	(18, 'Font', '8B', 17, 17),
	(19, 'Font', '8B+', 18, 18),
	(20, 'Font', '8C', 19, 19),
	(21, 'Font', '8C+', 20, 20),
	(22, 'Font', '9A', 21, 21),
	(101, 'V', 'V0', 0, 1),
	(102, 'V', 'V1', 1, 2.5),
	(103, 'V', 'V2', 2, 3.5),
	(104, 'V', 'V3', 3, 4.5),
	(105, 'V', 'V4', 4, 6.5),
	(106, 'V', 'V5', 5, 7.5),
	(107, 'V', 'V6', 6, 8),
	(108, 'V', 'V7', 7, 9),
	(109, 'V', 'V8', 8, 10.5),
	(110, 'V', 'V9', 9, 11.5),
	(111, 'V', 'V10', 10, 12),
	(112, 'V', 'V11', 11, 13),
	(113, 'V', 'V12', 12, 14),
	(114, 'V', 'V13', 13, 15),
	(115, 'V', 'V14', 14, 16),
	(116, 'V', 'V15', 15, 17),
	(117, 'V', 'V16', 16, 18),
	(118, 'V', 'V17', 17, 19);
--> statement-breakpoint
ALTER TABLE "climbs" ADD COLUMN "ascent_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "climbs" ADD COLUMN "grade_vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "climbs" ADD COLUMN "grade_weight" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "climbs" ADD COLUMN "grade_rank_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "climbs" ADD COLUMN "grade_rank" double precision GENERATED ALWAYS AS (case when grade_vote_count > 0 then grade_rank_sum / grade_weight end) STORED;--> statement-breakpoint
ALTER TABLE "climbs" ADD COLUMN "rating_vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "climbs" ADD COLUMN "rating_weight" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "climbs" ADD COLUMN "rating_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "climbs" ADD COLUMN "rating_average" double precision GENERATED ALWAYS AS (case when rating_vote_count > 0 then rating_sum / rating_weight end) STORED;--> statement-breakpoint
ALTER TABLE "grade_votes" ADD CONSTRAINT "grade_votes_value_grades_id_fk" FOREIGN KEY ("value") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climbs_wall_grade" ON "climbs" USING btree ("wall_id","grade_rank");--> statement-breakpoint
CREATE INDEX "climbs_wall_rating" ON "climbs" USING btree ("wall_id","rating_average");--> statement-breakpoint
CREATE INDEX "climbs_wall_ascents" ON "climbs" USING btree ("wall_id","ascent_count");--> statement-breakpoint
-- Spec 3: anonymous votes count slightly less. This is the one place that says how much (docs/decisions.md).
CREATE FUNCTION "vote_weight"(is_public boolean) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN is_public THEN 1.0 ELSE 0.75 END
$$;
--> statement-breakpoint
-- Each tick and vote adds to (or takes from) its climb's counters in the same statement, with UPDATE ... SET
-- x = x + d, so concurrent writes add up instead of overwriting each other.
CREATE FUNCTION "count_climb_ascents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "climbs" SET "ascent_count" = "ascent_count" - 1 WHERE "id" = OLD."climb_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "climbs" SET "ascent_count" = "ascent_count" + 1 WHERE "id" = NEW."climb_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ascents_counted" AFTER INSERT OR DELETE OR UPDATE OF "climb_id" ON "ascents"
	FOR EACH ROW EXECUTE FUNCTION "count_climb_ascents"();
--> statement-breakpoint
CREATE FUNCTION "sum_climb_grade_votes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "climbs" SET
			"grade_vote_count" = "grade_vote_count" - 1,
			"grade_weight" = "grade_weight" - vote_weight(OLD."public"),
			"grade_rank_sum" = "grade_rank_sum"
				- vote_weight(OLD."public") * (SELECT "fuzzy_unified_rank" FROM "grades" WHERE "id" = OLD."value")
		WHERE "id" = OLD."climb_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "climbs" SET
			"grade_vote_count" = "grade_vote_count" + 1,
			"grade_weight" = "grade_weight" + vote_weight(NEW."public"),
			"grade_rank_sum" = "grade_rank_sum"
				+ vote_weight(NEW."public") * (SELECT "fuzzy_unified_rank" FROM "grades" WHERE "id" = NEW."value")
		WHERE "id" = NEW."climb_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "grade_votes_summed" AFTER INSERT OR DELETE OR UPDATE ON "grade_votes"
	FOR EACH ROW EXECUTE FUNCTION "sum_climb_grade_votes"();
--> statement-breakpoint
CREATE FUNCTION "sum_climb_rating_votes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "climbs" SET
			"rating_vote_count" = "rating_vote_count" - 1,
			"rating_weight" = "rating_weight" - vote_weight(OLD."public"),
			"rating_sum" = "rating_sum" - vote_weight(OLD."public") * OLD."value"
		WHERE "id" = OLD."climb_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "climbs" SET
			"rating_vote_count" = "rating_vote_count" + 1,
			"rating_weight" = "rating_weight" + vote_weight(NEW."public"),
			"rating_sum" = "rating_sum" + vote_weight(NEW."public") * NEW."value"
		WHERE "id" = NEW."climb_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rating_votes_summed" AFTER INSERT OR DELETE OR UPDATE ON "rating_votes"
	FOR EACH ROW EXECUTE FUNCTION "sum_climb_rating_votes"();
--> statement-breakpoint
-- The counters of the climbs that exist already.
UPDATE "climbs" SET
	"ascent_count" = (SELECT count(*) FROM "ascents" a WHERE a."climb_id" = "climbs"."id"),
	"grade_vote_count" = (SELECT count(*) FROM "grade_votes" v WHERE v."climb_id" = "climbs"."id"),
	"grade_weight" = (SELECT coalesce(sum(vote_weight(v."public")), 0) FROM "grade_votes" v WHERE v."climb_id" = "climbs"."id"),
	"grade_rank_sum" = (
		SELECT coalesce(sum(vote_weight(v."public") * g."fuzzy_unified_rank"), 0)
		FROM "grade_votes" v JOIN "grades" g ON g."id" = v."value" WHERE v."climb_id" = "climbs"."id"
	),
	"rating_vote_count" = (SELECT count(*) FROM "rating_votes" v WHERE v."climb_id" = "climbs"."id"),
	"rating_weight" = (SELECT coalesce(sum(vote_weight(v."public")), 0) FROM "rating_votes" v WHERE v."climb_id" = "climbs"."id"),
	"rating_sum" = (SELECT coalesce(sum(vote_weight(v."public") * v."value"), 0) FROM "rating_votes" v WHERE v."climb_id" = "climbs"."id");
