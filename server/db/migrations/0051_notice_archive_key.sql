DROP INDEX "notice_items_archive_order";--> statement-breakpoint
CREATE INDEX "audit_log_user" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "notice_items_archive_key" ON "notice_items" USING btree (coalesce("relevant_until", '9999-12-31'::date) desc,"posted_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);