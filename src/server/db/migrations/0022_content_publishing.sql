CREATE TABLE "content_publishes" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"changes" json NOT NULL,
	"user_id" text,
	"by_name" text NOT NULL,
	"instance" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"entry_id" text NOT NULL,
	"path" text NOT NULL,
	"content" text,
	"publish_id" text,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_publishes" ADD CONSTRAINT "content_publishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_publish_id_content_publishes_id_fk" FOREIGN KEY ("publish_id") REFERENCES "public"."content_publishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_publishes_status_idx" ON "content_publishes" USING btree ("instance","status");--> statement-breakpoint
CREATE INDEX "content_versions_entry_idx" ON "content_versions" USING btree ("collection","entry_id","id");