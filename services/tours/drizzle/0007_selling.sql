CREATE TABLE `option_category_prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`option_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`price_cents` integer NOT NULL,
	FOREIGN KEY (`option_id`) REFERENCES `tour_options`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `price_categories`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "option_category_prices_price_check" CHECK("option_category_prices"."price_cents" BETWEEN 0 AND 100000000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `option_category_prices_unique` ON `option_category_prices` (`option_id`,`category_id`);--> statement-breakpoint
CREATE INDEX `option_category_prices_category_idx` ON `option_category_prices` (`category_id`);--> statement-breakpoint
CREATE TABLE `price_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_fr` text,
	`min_age` integer,
	`max_age` integer,
	`price_cents` integer,
	`takes_seat` integer DEFAULT true NOT NULL,
	`counts_for_tiers` integer DEFAULT true NOT NULL,
	`priced_by_tiers` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "price_categories_age_check" CHECK(("price_categories"."min_age" IS NULL OR "price_categories"."min_age" BETWEEN 0 AND 120) AND ("price_categories"."max_age" IS NULL OR "price_categories"."max_age" BETWEEN 0 AND 120) AND ("price_categories"."min_age" IS NULL OR "price_categories"."max_age" IS NULL OR "price_categories"."min_age" <= "price_categories"."max_age")),
	CONSTRAINT "price_categories_price_check" CHECK(("price_categories"."is_default" = 1 AND "price_categories"."price_cents" IS NULL AND "price_categories"."takes_seat" = 1 AND "price_categories"."counts_for_tiers" = 1 AND "price_categories"."priced_by_tiers" = 1) OR ("price_categories"."is_default" = 0 AND "price_categories"."price_cents" IS NOT NULL AND "price_categories"."price_cents" BETWEEN 0 AND 100000000)),
	CONSTRAINT "price_categories_order_check" CHECK("price_categories"."display_order" BETWEEN 0 AND 999)
);
--> statement-breakpoint
CREATE INDEX `price_categories_tour_idx` ON `price_categories` (`tour_id`,`display_order`);--> statement-breakpoint
CREATE UNIQUE INDEX `price_categories_one_default` ON `price_categories` (`tour_id`) WHERE "price_categories"."is_default" = 1;--> statement-breakpoint
CREATE TABLE `tour_extras` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_fr` text,
	`description` text,
	`description_fr` text,
	`price_cents` integer NOT NULL,
	`per` text NOT NULL,
	`max_quantity` integer,
	`display_order` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "tour_extras_check" CHECK("tour_extras"."price_cents" BETWEEN 0 AND 100000000 AND ("tour_extras"."per" = 'booking' OR "tour_extras"."per" = 'person') AND ("tour_extras"."max_quantity" IS NULL OR "tour_extras"."max_quantity" BETWEEN 1 AND 100) AND "tour_extras"."display_order" BETWEEN 0 AND 999)
);
--> statement-breakpoint
CREATE INDEX `tour_extras_tour_idx` ON `tour_extras` (`tour_id`,`display_order`);--> statement-breakpoint
CREATE TABLE `tour_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_id` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`name_fr` text,
	`pricing` text NOT NULL,
	`group_price_cents` integer,
	`max_people` integer,
	`minimum_people` integer DEFAULT 1 NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "tour_options_pricing_check" CHECK(("tour_options"."kind" = 'shared' OR "tour_options"."kind" = 'private') AND (("tour_options"."pricing" = 'per_person' AND "tour_options"."group_price_cents" IS NULL AND "tour_options"."max_people" IS NULL AND "tour_options"."minimum_people" BETWEEN 1 AND 50) OR ("tour_options"."pricing" = 'per_group' AND "tour_options"."kind" = 'private' AND "tour_options"."group_price_cents" IS NOT NULL AND "tour_options"."group_price_cents" BETWEEN 0 AND 100000000 AND "tour_options"."max_people" IS NOT NULL AND "tour_options"."max_people" BETWEEN 1 AND 50 AND "tour_options"."minimum_people" = 1))),
	CONSTRAINT "tour_options_order_check" CHECK("tour_options"."display_order" BETWEEN 0 AND 999)
);
--> statement-breakpoint
CREATE INDEX `tour_options_tour_idx` ON `tour_options` (`tour_id`,`display_order`);--> statement-breakpoint
-- Hand-written: every tour made before sells what it always sold, N adults on the shared trip at
-- the tour's own price (its default category holds no price: docs/decisions/074). The names are
-- those a new tour gets (src/selling/selling-defaults.ts).
INSERT INTO `price_categories` (`tour_id`, `name`, `name_fr`, `price_cents`, `takes_seat`, `counts_for_tiers`, `priced_by_tiers`, `display_order`, `is_default`)
SELECT `id`, 'Adult', 'Adulte', NULL, 1, 1, 1, 0, 1 FROM `tours`;--> statement-breakpoint
INSERT INTO `tour_options` (`tour_id`, `kind`, `name`, `name_fr`, `pricing`, `minimum_people`, `display_order`)
SELECT `id`, 'shared', 'Shared group', 'Groupe partagé', 'per_person', 1, 0 FROM `tours`;
