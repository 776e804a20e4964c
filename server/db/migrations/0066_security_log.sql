CREATE TABLE "security_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"result" text NOT NULL,
	"account_id" integer,
	"asset" text,
	"source" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"streamed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "security_log_at" ON "security_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "security_log_result_at" ON "security_log" USING btree ("result","at");--> statement-breakpoint
CREATE INDEX "security_log_unsent" ON "security_log" USING btree ("id") WHERE "security_log"."streamed_at" is null;