-- A request's fee: the case names its commitment (e-services stands on commitments), no longer the reverse.
ALTER TABLE "cases" ADD COLUMN "commitment_id" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "cases" SET "commitment_id" = "commitments"."id" FROM "commitments" WHERE "commitments"."case_id" = "cases"."id";--> statement-breakpoint
ALTER TABLE "commitments" DROP CONSTRAINT "commitments_case_id_cases_id_fk";--> statement-breakpoint
ALTER TABLE "commitments" DROP COLUMN "case_id";
