CREATE TABLE "identity_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "identity_requests_created" ON "identity_requests" USING btree ("created_at");