CREATE TABLE "commitment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commitment_id" uuid NOT NULL,
	"amount_hellers" integer NOT NULL,
	"received_on" text NOT NULL,
	"bank_payment_id" uuid,
	"credit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"bank_payment_id" uuid,
	"amount_hellers" integer NOT NULL,
	"received_on" text NOT NULL,
	"resolution" text,
	"resolution_note" text DEFAULT '' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_credits_resolution" CHECK ("payment_credits"."resolution" is null or "payment_credits"."resolution" in ('applied', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "commitments" ADD COLUMN "paid_hellers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commitment_receipts" ADD CONSTRAINT "commitment_receipts_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_receipts" ADD CONSTRAINT "commitment_receipts_bank_payment_id_bank_payments_id_fk" FOREIGN KEY ("bank_payment_id") REFERENCES "public"."bank_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_receipts" ADD CONSTRAINT "commitment_receipts_credit_id_payment_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."payment_credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_bank_payment_id_bank_payments_id_fk" FOREIGN KEY ("bank_payment_id") REFERENCES "public"."bank_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commitment_receipts_commitment" ON "commitment_receipts" USING btree ("commitment_id");--> statement-breakpoint
CREATE INDEX "commitment_receipts_day" ON "commitment_receipts" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "payment_credits_open" ON "payment_credits" USING btree ("resolution","user_id");--> statement-breakpoint
-- What was paid before the ledger: each paid commitment received its whole amount on the day it was paid.
UPDATE "commitments" SET "paid_hellers" = "amount_hellers" WHERE "paid_on" IS NOT NULL;--> statement-breakpoint
INSERT INTO "commitment_receipts" ("commitment_id", "amount_hellers", "received_on", "bank_payment_id")
SELECT "c"."id", "c"."amount_hellers", "c"."paid_on",
  (SELECT "p"."id" FROM "bank_payments" "p" WHERE "p"."commitment_id" = "c"."id" AND ("p"."status" = 'matched' OR "p"."resolution" = 'paid') LIMIT 1)
FROM "commitments" "c" WHERE "c"."paid_on" IS NOT NULL;
