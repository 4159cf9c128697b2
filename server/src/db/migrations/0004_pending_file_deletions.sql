CREATE TABLE "pending_file_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prefix" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
