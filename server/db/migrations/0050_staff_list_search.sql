CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "audit_log_search" ON "audit_log" USING gin ((coalesce("actor_name", '') || ' ' || coalesce("action", '') || ' ' || coalesce("entity", '') || ' ' || coalesce("entity_id", '') || ' ' || coalesce("summary"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin ((coalesce("firstname", '') || ' ' || coalesce("lastname", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commitments_office_order" ON "commitments" USING btree (("paid_on" is not null),"due_on","created_at");--> statement-breakpoint
CREATE INDEX "commitments_unpaid" ON "commitments" USING btree ("due_on") WHERE "commitments"."paid_on" is null;--> statement-breakpoint
CREATE INDEX "commitments_search" ON "commitments" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cases_status_due" ON "cases" USING btree ("status","due_on","submitted_at");--> statement-breakpoint
CREATE INDEX "cases_search" ON "cases" USING gin ((coalesce("number", '') || ' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notice_items_search" ON "notice_items" USING gin ((coalesce("title", '') || ' ' || coalesce("reference_number", '') || ' ' || coalesce("file_mark", '') || ' ' || coalesce("originator", '')) gin_trgm_ops);