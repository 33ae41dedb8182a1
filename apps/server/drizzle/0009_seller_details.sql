CREATE TABLE "seller_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"gstin" text,
	"grievance_officer_name" text NOT NULL,
	"grievance_officer_email" text NOT NULL,
	"grievance_officer_phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_details_one_row" CHECK ("seller_details"."id" = 1)
);
