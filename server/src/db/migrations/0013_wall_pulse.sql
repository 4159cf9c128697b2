CREATE TABLE "wall_climber_ticks" (
	"wall_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"public_ticks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wall_climber_ticks_wall_id_user_id_pk" PRIMARY KEY("wall_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "wall_climber_ticks" ADD CONSTRAINT "wall_climber_ticks_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_climber_ticks" ADD CONSTRAINT "wall_climber_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wall_climber_ticks_top" ON "wall_climber_ticks" USING btree ("wall_id","public_ticks" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ascents_created" ON "ascents" USING btree ("created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "climbs_wall_grade_desc" ON "climbs" USING btree ("wall_id","grade_rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "climbs_wall_rating_desc" ON "climbs" USING btree ("wall_id","rating_average" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "climbs_wall_name" ON "climbs" USING btree ("wall_id",lower("name"));--> statement-breakpoint
-- Public ticks per climber and wall, kept in the statement that ticks, untick or changes a tick.
CREATE FUNCTION "count_wall_climber_ticks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."public" THEN
		-- A cascade from a removed climb finds no climb here: the climb's trigger below already took its ticks off.
		UPDATE "wall_climber_ticks" SET "public_ticks" = "public_ticks" - 1
		WHERE "wall_id" = (SELECT "wall_id" FROM "climbs" WHERE "id" = OLD."climb_id") AND "user_id" = OLD."user_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."public" THEN
		INSERT INTO "wall_climber_ticks" ("wall_id", "user_id", "public_ticks")
		SELECT "wall_id", NEW."user_id", 1 FROM "climbs" WHERE "id" = NEW."climb_id"
		ON CONFLICT ("wall_id", "user_id") DO UPDATE SET "public_ticks" = "wall_climber_ticks"."public_ticks" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ascents_counted_per_wall" AFTER INSERT OR DELETE OR UPDATE OF "public", "climb_id", "user_id" ON "ascents"
	FOR EACH ROW EXECUTE FUNCTION "count_wall_climber_ticks"();
--> statement-breakpoint
CREATE FUNCTION "uncount_removed_climb_ticks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "wall_climber_ticks" w SET "public_ticks" = w."public_ticks" - x."n"
	FROM (SELECT "user_id", count(*) AS "n" FROM "ascents" WHERE "climb_id" = OLD."id" AND "public" GROUP BY "user_id") x
	WHERE w."wall_id" = OLD."wall_id" AND w."user_id" = x."user_id";
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "climb_ticks_uncounted" BEFORE DELETE ON "climbs"
	FOR EACH ROW EXECUTE FUNCTION "uncount_removed_climb_ticks"();
--> statement-breakpoint
INSERT INTO "wall_climber_ticks" ("wall_id", "user_id", "public_ticks")
SELECT c."wall_id", a."user_id", count(*) FROM "ascents" a JOIN "climbs" c ON c."id" = a."climb_id"
WHERE a."public" GROUP BY c."wall_id", a."user_id";
