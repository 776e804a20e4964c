CREATE TABLE "identity_answers" (
	"token" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"pseudonym" text NOT NULL,
	"level" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"birth_date" text,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resident_identities" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pseudonym" text NOT NULL,
	"level" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"given_name" text,
	"family_name" text,
	"birth_date" text,
	"linked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resident_identities" ADD CONSTRAINT "resident_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_answers_created" ON "identity_answers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resident_identities_pseudonym" ON "resident_identities" USING btree ("pseudonym");