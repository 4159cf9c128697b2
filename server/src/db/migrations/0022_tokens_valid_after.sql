CREATE TABLE "email_change_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_change_link_kind" CHECK ("email_change_links"."kind" in ('confirm', 'undo')),
	CONSTRAINT "email_change_confirm_has_email" CHECK ("email_change_links"."kind" = 'undo' or "email_change_links"."email" is not null)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_links" ADD CONSTRAINT "email_change_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_links_account" ON "email_change_links" USING btree ("account_id");