CREATE TABLE "notice_record" (
	"seq" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"day" date,
	"body" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_documents" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "notice_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "notice_record_item" ON "notice_record" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_record_day" ON "notice_record" USING btree ("day");--> statement-breakpoint
-- The board's record is evidence: nothing may change or remove an entry once written.
CREATE FUNCTION "notice_record_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'notice_record is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "notice_record_no_change" BEFORE UPDATE OR DELETE ON "notice_record"
  FOR EACH ROW EXECUTE FUNCTION "notice_record_append_only"();
