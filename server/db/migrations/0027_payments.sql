CREATE TABLE "bank_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"format" text NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"amount_hellers" integer,
	"variable_symbol" text DEFAULT '' NOT NULL,
	"specific_symbol" text DEFAULT '' NOT NULL,
	"counter_account" text DEFAULT '' NOT NULL,
	"counter_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"value_date" text,
	"raw" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"commitment_id" uuid,
	"resolution" text,
	"resolution_note" text DEFAULT '' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "bank_payments_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "bank_payments_status" CHECK ("bank_payments"."status" in ('matched', 'underpaid', 'overpaid', 'unknown', 'unreadable', 'reversal')),
	CONSTRAINT "bank_payments_resolution" CHECK ("bank_payments"."resolution" is null or "bank_payments"."resolution" in ('paid', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_payments_queue" ON "bank_payments" USING btree ("status","resolution");--> statement-breakpoint
CREATE INDEX "bank_payments_commitment" ON "bank_payments" USING btree ("commitment_id");--> statement-breakpoint
CREATE INDEX "commitments_variable_symbol" ON "commitments" USING btree ("variable_symbol");