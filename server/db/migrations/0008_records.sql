CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"counterparty" text NOT NULL,
	"counterparty_ico" text,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"value_without_vat" bigint,
	"value_with_vat" bigint,
	"signed_on" date NOT NULL,
	"registry_id" text,
	"file_url" text,
	"file_size" integer,
	CONSTRAINT "contracts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "decrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"issued_on" date NOT NULL,
	"valid_from" date NOT NULL,
	"effective_from" date NOT NULL,
	"repealed_by_id" integer,
	"repealed_on" date,
	"summary" text NOT NULL,
	"file_url" text,
	"file_size" integer,
	CONSTRAINT "decrees_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "document_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"date" date NOT NULL,
	"media_type" text DEFAULT 'application/pdf' NOT NULL,
	"file_url" text,
	"file_size" integer
);
--> statement-breakpoint
CREATE TABLE "magazine_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"published_on" date NOT NULL,
	"highlights" text[] NOT NULL,
	"cover_url" text,
	"cover_width" integer,
	"cover_height" integer,
	"file_url" text,
	"file_size" integer
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_category_id_document_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."document_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_signed" ON "contracts" USING btree ("signed_on");--> statement-breakpoint
CREATE INDEX "documents_date" ON "documents" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_issues_number" ON "magazine_issues" USING btree ("year","number");