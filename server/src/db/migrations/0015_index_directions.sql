-- Indexes for newest-first and most-first reads go ascending: PostgreSQL scans them backwards for `order by … desc`, which their DESC NULLS LAST forms could not serve.
DROP INDEX "ascents_climb_date";--> statement-breakpoint
DROP INDEX "ascents_user_date";--> statement-breakpoint
DROP INDEX "ascents_wall_created";--> statement-breakpoint
DROP INDEX "climbs_wall_created";--> statement-breakpoint
DROP INDEX "comments_wall_activity";--> statement-breakpoint
DROP INDEX "comments_climb_activity";--> statement-breakpoint
DROP INDEX "wall_climber_ticks_top";--> statement-breakpoint
CREATE INDEX "ascents_climb_date" ON "ascents" USING btree ("climb_id","ascent_date");--> statement-breakpoint
CREATE INDEX "ascents_user_date" ON "ascents" USING btree ("user_id","ascent_date");--> statement-breakpoint
CREATE INDEX "ascents_wall_created" ON "ascents" USING btree ("wall_id","created");--> statement-breakpoint
CREATE INDEX "climbs_wall_created" ON "climbs" USING btree ("wall_id","created","id");--> statement-breakpoint
CREATE INDEX "comments_wall_activity" ON "comments" USING btree ("wall_id","last_activity","id");--> statement-breakpoint
CREATE INDEX "comments_climb_activity" ON "comments" USING btree ("climb_id","last_activity","id");--> statement-breakpoint
CREATE INDEX "wall_climber_ticks_top" ON "wall_climber_ticks" USING btree ("wall_id","public_ticks");