CREATE TABLE "invoice_files" (
	"number" text PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_files" ADD CONSTRAINT "invoice_files_number_invoices_number_fk" FOREIGN KEY ("number") REFERENCES "public"."invoices"("number") ON DELETE cascade ON UPDATE no action;