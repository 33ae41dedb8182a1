CREATE TABLE "parcel_reattempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" uuid NOT NULL,
	"failed_scan_id" uuid NOT NULL,
	"asked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcel_reattempts" ADD CONSTRAINT "parcel_reattempts_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_reattempts" ADD CONSTRAINT "parcel_reattempts_failed_scan_id_parcel_scans_id_fk" FOREIGN KEY ("failed_scan_id") REFERENCES "public"."parcel_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_reattempts_once_key" ON "parcel_reattempts" USING btree ("failed_scan_id");--> statement-breakpoint
CREATE INDEX "parcel_reattempts_parcel_idx" ON "parcel_reattempts" USING btree ("parcel_id");