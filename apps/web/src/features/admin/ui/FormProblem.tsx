interface FormProblemProps {
  /** The fields it is about name this in aria-describedby. */
  id: string;
  /** What is wrong with the form as filled in; nothing is shown without one. */
  problem: string | null;
}

/** A form's problem in red under its fields, announced as soon as it appears. */
export function FormProblem({ id, problem }: FormProblemProps) {
  return problem ? (
    <p id={id} role="alert" className="text-sm font-bold text-red-700">
      {problem}
    </p>
  ) : null;
}
