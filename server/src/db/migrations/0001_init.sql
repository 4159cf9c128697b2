CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_username_unique" UNIQUE("username"),
	CONSTRAINT "username_format" CHECK ("accounts"."username" ~ '^[a-z0-9._-]{3,32}$')
);
--> statement-breakpoint
CREATE TABLE "favorite_walls" (
	"user_id" uuid NOT NULL,
	"wall_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_walls_user_id_wall_id_pk" PRIMARY KEY("user_id","wall_id")
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"revision_id" uuid NOT NULL,
	"bounding_polygon" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hold_polygon_points" CHECK (jsonb_typeof("holds"."bounding_polygon") = 'array' and jsonb_array_length("holds"."bounding_polygon") >= 3)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"display_name" text,
	"profile_picture_key" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"default_grade_system" text,
	"mobile_extra_canvas_padding" integer DEFAULT 50 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_subject_unique" UNIQUE("subject"),
	CONSTRAINT "display_name_length" CHECK ("users"."display_name" is null or char_length("users"."display_name") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "wall_admin_users" (
	"wall_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "wall_admin_users_wall_id_user_id_pk" PRIMARY KEY("wall_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wall_invited_users" (
	"wall_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "wall_invited_users_wall_id_user_id_pk" PRIMARY KEY("wall_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wall_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wall_id" uuid NOT NULL,
	"image_prefix" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"variant_widths" integer[] NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_size" CHECK ("wall_revisions"."image_width" > 0 and "wall_revisions"."image_height" > 0)
);
--> statement-breakpoint
CREATE TABLE "walls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"gym_name" text,
	"description" text,
	"latitude" double precision,
	"longitude" double precision,
	"private" boolean DEFAULT false NOT NULL,
	"adjustable_angle" boolean DEFAULT false NOT NULL,
	"default_angle" integer,
	"owner_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wall_name_not_blank" CHECK (char_length(btrim("walls"."name")) > 0),
	CONSTRAINT "wall_angle_range" CHECK ("walls"."default_angle" is null or "walls"."default_angle" between -90 and 90),
	CONSTRAINT "wall_angle_only_if_adjustable" CHECK ("walls"."adjustable_angle" or "walls"."default_angle" is null),
	CONSTRAINT "wall_coordinates" CHECK (("walls"."latitude" is null and "walls"."longitude" is null) or ("walls"."latitude" between -90 and 90 and "walls"."longitude" between -180 and 180))
);
--> statement-breakpoint
ALTER TABLE "favorite_walls" ADD CONSTRAINT "favorite_walls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_walls" ADD CONSTRAINT "favorite_walls_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_revision_id_wall_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."wall_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_admin_users" ADD CONSTRAINT "wall_admin_users_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_admin_users" ADD CONSTRAINT "wall_admin_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_invited_users" ADD CONSTRAINT "wall_invited_users_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_invited_users" ADD CONSTRAINT "wall_invited_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_revisions" ADD CONSTRAINT "wall_revisions_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walls" ADD CONSTRAINT "walls_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_walls_wall" ON "favorite_walls" USING btree ("wall_id");--> statement-breakpoint
CREATE INDEX "holds_revision" ON "holds" USING btree ("revision_id");--> statement-breakpoint
CREATE INDEX "login_failures_lookup" ON "login_failures" USING btree ("username","created");--> statement-breakpoint
CREATE INDEX "login_failures_ip" ON "login_failures" USING btree ("ip","created");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_display_name_trgm" ON "users" USING gin (lower("display_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wall_admin_users_user" ON "wall_admin_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wall_invited_users_user" ON "wall_invited_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wall_revisions_wall" ON "wall_revisions" USING btree ("wall_id","created");--> statement-breakpoint
CREATE INDEX "walls_name_trgm" ON "walls" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "walls_gym_trgm" ON "walls" USING gin (lower("gym_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "walls_owner" ON "walls" USING btree ("owner_id");