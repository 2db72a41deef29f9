CREATE TABLE `departures` (
	`tour_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`capacity` integer,
	`sales_stopped` integer DEFAULT false NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`tour_id`, `start_date`),
	CONSTRAINT "departures_capacity" CHECK("departures"."capacity" IS NULL OR "departures"."capacity" >= 1)
);
