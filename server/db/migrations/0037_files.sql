CREATE TABLE "files" (
	"area" text NOT NULL,
	"name" text NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_area_name_pk" PRIMARY KEY("area","name")
);
--> statement-breakpoint
-- Images and PDFs are compressed already: kept out of line without trying again.
ALTER TABLE "files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
