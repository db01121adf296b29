import { mountIsland } from "../lib/mount";

mountIsland("pricing-quiz", () => import("../components/pricing-quiz/PricingQuiz"));
