CREATE TABLE "payment_methods" (
	"country_code" varchar(2) NOT NULL,
	"funding" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_country_code_funding_pk" PRIMARY KEY("country_code","funding"),
	CONSTRAINT "payment_methods_funding_check" CHECK (funding IN ('paypal', 'venmo', 'paylater', 'card'))
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE cascade ON UPDATE no action;