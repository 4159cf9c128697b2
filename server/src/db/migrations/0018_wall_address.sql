ALTER TABLE "walls" ADD COLUMN "road" text;--> statement-breakpoint
ALTER TABLE "walls" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "walls" ADD COLUMN "suburb" text;--> statement-breakpoint
ALTER TABLE "walls" ADD COLUMN "city_district" text;--> statement-breakpoint
ALTER TABLE "walls" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "walls" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "walls" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "walls" ADD COLUMN "country" text;