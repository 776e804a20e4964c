ALTER TABLE "reservation_closures" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "reservation_closures" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance_by" integer;--> statement-breakpoint
ALTER TABLE "reservation_closures" ADD CONSTRAINT "reservation_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_attendance_by_users_id_fk" FOREIGN KEY ("attendance_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_attendance" CHECK ("reservations"."attendance" is null or "reservations"."attendance" in ('arrived', 'no_show'));