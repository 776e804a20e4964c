CREATE TABLE "identity_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"name_id" text NOT NULL,
	"name_id_format" text NOT NULL,
	"session_index" text
);
--> statement-breakpoint
ALTER TABLE "identity_answers" ADD COLUMN "name_id_format" text;--> statement-breakpoint
ALTER TABLE "identity_answers" ADD COLUMN "session_index" text;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_sessions_name_id" ON "identity_sessions" USING btree ("name_id");