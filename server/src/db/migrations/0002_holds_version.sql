ALTER TABLE "wall_revisions" ADD COLUMN "holds_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any write to holds, by any process or by a cascade, bumps its revision's holds_version, so a cached revision
-- answer keyed by (revision id, holds_version) can never be served stale.
CREATE FUNCTION "bump_revision_holds_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "wall_revisions" SET "holds_version" = "holds_version" + 1
		WHERE "id" IN (SELECT DISTINCT "revision_id" FROM "new_holds");
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "wall_revisions" SET "holds_version" = "holds_version" + 1
		WHERE "id" IN (SELECT DISTINCT "revision_id" FROM "old_holds");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "holds_inserted" AFTER INSERT ON "holds" REFERENCING NEW TABLE AS "new_holds"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_revision_holds_version"();
--> statement-breakpoint
CREATE TRIGGER "holds_updated" AFTER UPDATE ON "holds" REFERENCING OLD TABLE AS "old_holds" NEW TABLE AS "new_holds"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_revision_holds_version"();
--> statement-breakpoint
CREATE TRIGGER "holds_deleted" AFTER DELETE ON "holds" REFERENCING OLD TABLE AS "old_holds"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_revision_holds_version"();
