-- The leaderboard's top climbers count only public ticks of published climbs: a draft is its setter's
-- alone (climb.read), so ticks of it never count. A climb turning draft takes its ticks off; published, puts them back.
CREATE OR REPLACE FUNCTION "count_wall_climber_ticks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."public" THEN
		-- A cascade from a removed climb finds no climb here: the climb's trigger below already took its ticks off.
		UPDATE "wall_climber_ticks" SET "public_ticks" = "public_ticks" - 1
		WHERE "wall_id" = (SELECT "wall_id" FROM "climbs" WHERE "id" = OLD."climb_id" AND NOT "draft")
			AND "user_id" = OLD."user_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."public" THEN
		INSERT INTO "wall_climber_ticks" ("wall_id", "user_id", "public_ticks")
		SELECT "wall_id", NEW."user_id", 1 FROM "climbs" WHERE "id" = NEW."climb_id" AND NOT "draft"
		ON CONFLICT ("wall_id", "user_id") DO UPDATE SET "public_ticks" = "wall_climber_ticks"."public_ticks" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "uncount_removed_climb_ticks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT OLD."draft" THEN
		UPDATE "wall_climber_ticks" w SET "public_ticks" = w."public_ticks" - x."n"
		FROM (SELECT "user_id", count(*) AS "n" FROM "ascents" WHERE "climb_id" = OLD."id" AND "public" GROUP BY "user_id") x
		WHERE w."wall_id" = OLD."wall_id" AND w."user_id" = x."user_id";
	END IF;
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "recount_drafted_climb_ticks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."draft" THEN
		UPDATE "wall_climber_ticks" w SET "public_ticks" = w."public_ticks" - x."n"
		FROM (SELECT "user_id", count(*) AS "n" FROM "ascents" WHERE "climb_id" = NEW."id" AND "public" GROUP BY "user_id") x
		WHERE w."wall_id" = NEW."wall_id" AND w."user_id" = x."user_id";
	ELSE
		INSERT INTO "wall_climber_ticks" ("wall_id", "user_id", "public_ticks")
		SELECT NEW."wall_id", "user_id", count(*) FROM "ascents" WHERE "climb_id" = NEW."id" AND "public" GROUP BY "user_id"
		ON CONFLICT ("wall_id", "user_id") DO UPDATE SET "public_ticks" = "wall_climber_ticks"."public_ticks" + EXCLUDED."public_ticks";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climb_ticks_recounted_on_draft" AFTER UPDATE OF "draft" ON "climbs"
	FOR EACH ROW WHEN (OLD."draft" IS DISTINCT FROM NEW."draft") EXECUTE FUNCTION "recount_drafted_climb_ticks"();
--> statement-breakpoint
UPDATE "wall_climber_ticks" w SET "public_ticks" = coalesce((
	SELECT count(*) FROM "ascents" a JOIN "climbs" c ON c."id" = a."climb_id"
	WHERE c."wall_id" = w."wall_id" AND a."user_id" = w."user_id" AND a."public" AND NOT c."draft"
), 0);
