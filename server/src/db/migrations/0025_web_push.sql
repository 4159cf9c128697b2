CREATE TABLE "notification_defaults" (
	"kind" text PRIMARY KEY NOT NULL,
	"delivery" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_sent" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_sent_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_sent" ADD CONSTRAINT "push_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_outbox_send_after" ON "push_outbox" USING btree ("send_after");--> statement-breakpoint
CREATE INDEX "push_outbox_notification_id" ON "push_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- A notification of a kind its recipient gets by push, to a climber with a device subscribed, queues a
-- push in the same transaction (docs/decisions/0209): a rolled-back write sends nothing, and no write
-- waits for a push service. The kind's default comes from notification_defaults, the contract's copy.
CREATE FUNCTION "queue_push"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "push_outbox" ("notification_id", "recipient_id", "kind")
	SELECT NEW."id", NEW."recipient_id", NEW."kind"
	WHERE EXISTS (SELECT 1 FROM "push_subscriptions" s WHERE s."user_id" = NEW."recipient_id")
		AND coalesce(
			(SELECT s."delivery" FROM "notification_settings" s
				WHERE s."user_id" = NEW."recipient_id" AND s."kind" = NEW."kind"),
			(SELECT d."delivery" FROM "notification_defaults" d WHERE d."kind" = NEW."kind")
		) = 'push';
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_pushed" AFTER INSERT ON "notifications"
	FOR EACH ROW EXECUTE FUNCTION "queue_push"();
