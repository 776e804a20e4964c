CREATE TABLE "data_box_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"case_event_id" integer NOT NULL,
	"recipient_box" text NOT NULL,
	"annotation" text NOT NULL,
	"sender_ref" text NOT NULL,
	"body" text NOT NULL,
	"dm_id" text,
	"status" integer,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_box_messages_case_event_id_unique" UNIQUE("case_event_id"),
	CONSTRAINT "data_box_messages_dm_id_unique" UNIQUE("dm_id"),
	CONSTRAINT "data_box_messages_box" CHECK (length("data_box_messages"."recipient_box") = 7)
);
--> statement-breakpoint
CREATE TABLE "data_box_received" (
	"id" serial PRIMARY KEY NOT NULL,
	"dm_id" text NOT NULL,
	"sender_box" text NOT NULL,
	"sender_name" text NOT NULL,
	"annotation" text NOT NULL,
	"sender_ref" text,
	"recipient_ref" text,
	"delivered_at" timestamp with time zone,
	"zfo_path" text NOT NULL,
	"files" jsonb NOT NULL,
	"marked_at" timestamp with time zone,
	"case_id" uuid,
	"filed_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_box_received_dm_id_unique" UNIQUE("dm_id")
);
--> statement-breakpoint
CREATE TABLE "resident_data_boxes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"box_id" text NOT NULL,
	"owner_name" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resident_data_boxes" ADD CONSTRAINT "resident_data_boxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_box_messages_case" ON "data_box_messages" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "data_box_messages_pending" ON "data_box_messages" USING btree ("accepted_at") WHERE "data_box_messages"."dm_id" is not null and "data_box_messages"."accepted_at" is null;--> statement-breakpoint
CREATE INDEX "data_box_received_unfiled" ON "data_box_received" USING btree ("received_at") WHERE "data_box_received"."filed_at" is null;