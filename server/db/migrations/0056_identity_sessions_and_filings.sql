CREATE TABLE "filing_record" (
	"seq" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"case_id" uuid NOT NULL,
	"content" text NOT NULL,
	"body" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"name_id" text NOT NULL,
	"name_id_format" text NOT NULL,
	"session_index" text,
	"level" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_answers" ADD COLUMN "name_id_format" text;--> statement-breakpoint
ALTER TABLE "identity_answers" ADD COLUMN "session_index" text;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "filing_record_case" ON "filing_record" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "identity_sessions_name_id" ON "identity_sessions" USING btree ("name_id");--> statement-breakpoint
-- The record of digital acts is evidence: nothing may change or remove an entry once written.
CREATE FUNCTION "filing_record_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'filing_record is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "filing_record_no_change" BEFORE UPDATE OR DELETE ON "filing_record"
  FOR EACH ROW EXECUTE FUNCTION "filing_record_append_only"();
