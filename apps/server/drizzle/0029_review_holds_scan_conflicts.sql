CREATE TABLE "review_holds" (
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"hidden_reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_holds_product_id_user_id_pk" PRIMARY KEY("product_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "parcel_scans" ADD COLUMN "contradicts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_holds" ADD CONSTRAINT "review_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_holds" ADD CONSTRAINT "review_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_scans_contradicts_idx" ON "parcel_scans" USING btree ("parcel_id") WHERE "parcel_scans"."contradicts";