CREATE TABLE "notice_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "notice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_id" integer NOT NULL,
	"originator" text NOT NULL,
	"reference_number" text,
	"file_mark" text,
	"posted_on" date NOT NULL,
	"relevant_until" date,
	"withhold_personal_data" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "notice_documents" ADD CONSTRAINT "notice_documents_item_id_notice_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."notice_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_items" ADD CONSTRAINT "notice_items_category_id_notice_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."notice_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_documents_item" ON "notice_documents" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "notice_items_dates" ON "notice_items" USING btree ("posted_on","relevant_until");