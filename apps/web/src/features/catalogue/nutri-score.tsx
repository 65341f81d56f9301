// Nutri-Score strip: the five grades, the product's one enlarged; read as "Nutri-Score B".
import type { NutriScoreGrade } from "./product-tile-model.ts";
import styles from "./nutri-score.module.css";

const GRADES: NutriScoreGrade[] = ["A", "B", "C", "D", "E"];

export function NutriScore({ grade, label }: { grade: NutriScoreGrade; label: string }) {
  return (
    <p className={styles.score}>
      <span className="visually-hidden">{label}</span>
      <span className={styles.strip} aria-hidden="true">
        {GRADES.map((g) => (
          <span key={g} className={`${styles.grade} ${styles[g]}`} data-active={g === grade || undefined}>
            {g}
          </span>
        ))}
      </span>
    </p>
  );
}
