-- Ticks carry their climb's wall (the composite key keeps it the climb's), so a wall's newest ticks are an index read.
ALTER TABLE "ascents" ADD COLUMN "wall_id" uuid;--> statement-breakpoint
UPDATE "ascents" a SET "wall_id" = c."wall_id" FROM "climbs" c WHERE c."id" = a."climb_id";--> statement-breakpoint
ALTER TABLE "ascents" ALTER COLUMN "wall_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "ascents_created";--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_climb_wall_fk" FOREIGN KEY ("climb_id","wall_id") REFERENCES "public"."climbs"("id","wall_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ascents_wall_created" ON "ascents" USING btree ("wall_id","created" DESC NULLS LAST);
