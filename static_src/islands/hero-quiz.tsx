import { mountIsland } from "../lib/mount";

mountIsland("hero-quiz", () => import("../components/hero-quiz/HeroQuiz"));
